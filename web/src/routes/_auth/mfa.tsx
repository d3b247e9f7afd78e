import { createFileRoute } from '@tanstack/react-router';
import { MfaStep } from '../../features/auth/components/mfa-step';
import { requireSession } from '../../lib/auth/guards';
import { validateAuthSearch } from '../../lib/auth/search';

export const Route = createFileRoute('/_auth/mfa')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ location }) => requireSession(location.href),
  staticData: { requiresSession: true },
  component: MfaStep,
});
