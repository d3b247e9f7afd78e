import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';

export const Route = createFileRoute('/_auth/nowe-haslo')({
  component: NewPasswordForm,
});
