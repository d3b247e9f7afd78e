import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmail } from '../../features/auth/components/confirm-email';

export const Route = createFileRoute('/_auth/potwierdz-email')({
  component: ConfirmEmail,
});
