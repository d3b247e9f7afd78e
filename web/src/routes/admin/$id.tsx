import { createFileRoute, redirect } from '@tanstack/react-router';

// The editor reached by id alone (a URL of the original site): the page editor's own address.
export const Route = createFileRoute('/admin/$id')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/admin/page/$id', params: { id: params.id }, replace: true });
  },
});
