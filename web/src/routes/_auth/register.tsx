import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '../../features/auth/components/register-form';
import { redirectSignedIn } from '../../lib/auth/guards';
import { validateAuthSearch } from '../../lib/auth/search';

export const Route = createFileRoute('/_auth/register')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ search }) => redirectSignedIn(search),
  component: RegisterForm,
});
