import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { redirectSignedIn } from '../../lib/auth/guards';
import { validateAuthSearch } from '../../lib/auth/search';

export const Route = createFileRoute('/_auth/login')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ search }) => redirectSignedIn(search),
  component: LoginForm,
});
