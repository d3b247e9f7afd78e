import { ConfirmDelete } from '../components/ConfirmDelete';
import { useCallback, useEffect, useState } from 'react';
import { api, apiFetch, jsonInit } from '../api';

interface User {
  id: string;
  email?: string;
  phone?: string;
  created_at: string;
  last_sign_in_at?: string | null;
  email_confirmed_at?: string | null;
  app_metadata?: Record<string, unknown>;
}

interface Factor {
  id: string;
  factor_type: string;
  status: string;
  friendly_name?: string;
  created_at: string;
}

const PER_PAGE = 20;

export function Users() {
  const [users, setUsers] = useState<User[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const [applied, setApplied] = useState('');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const [form, setForm] = useState({ email: '', password: '', confirm: true });
  const [selected, setSelected] = useState<User | null>(null);
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const load = useCallback(async () => {
    const query = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE), ...(applied ? { filter: applied } : {}) });
    const response = await apiFetch(`/api/auth/admin/users?${query}`);
    const body = (await response.json()) as { users?: User[]; msg?: string };
    if (!response.ok) return setMessage({ text: body.msg ?? `HTTP ${response.status}`, error: true });
    setUsers(body.users ?? []);
    setTotal(Number(response.headers.get('x-total-count') ?? body.users?.length ?? 0));
  }, [page, applied]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await work();
      setMessage({ text: done });
      await load();
    } catch (e) {
      setMessage({ text: (e as Error).message, error: true });
    }
  };

  const showFactors = async (user: User) => {
    setSelected(user);
    setFactors(null);
    try {
      setFactors(await api<Factor[]>(`/auth/admin/users/${user.id}/factors`));
    } catch (e) {
      setMessage({ text: (e as Error).message, error: true });
    }
  };

  return (
    <section>
      <h1>Authentication</h1>
      <form
        className="toolbar"
        aria-label="Create user"
        onSubmit={(event) => {
          event.preventDefault();
          void act(
            () =>
              api(
                '/auth/admin/users',
                jsonInit('POST', { email: form.email, password: form.password || undefined, email_confirm: form.confirm }),
              ),
            `User ${form.email} created.`,
          ).then(() => setForm({ email: '', password: '', confirm: true }));
        }}
      >
        <input
          aria-label="Email"
          type="email"
          required
          placeholder="email"
          value={form.email}
          onChange={(event) => setForm({ ...form, email: event.target.value })}
        />
        <input
          aria-label="Password"
          type="password"
          placeholder="password"
          value={form.password}
          onChange={(event) => setForm({ ...form, password: event.target.value })}
        />
        <label className="inline">
          <input type="checkbox" checked={form.confirm} onChange={(event) => setForm({ ...form, confirm: event.target.checked })} />{' '}
          Auto-confirm
        </label>
        <button type="submit">Create user</button>
        <button
          type="button"
          disabled={!form.email}
          onClick={() => void act(() => api('/auth/invite', jsonInit('POST', { email: form.email })), `Invitation sent to ${form.email}.`)}
        >
          Send invite
        </button>
        <button
          type="button"
          disabled={!form.email}
          onClick={() =>
            void act(() => api('/auth/magiclink', jsonInit('POST', { email: form.email })), `Magic link sent to ${form.email}.`)
          }
        >
          Send magic link
        </button>
      </form>
      {message && (
        <p className={message.error ? 'error' : 'ok'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <form
        className="toolbar"
        aria-label="Search users"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setApplied(filter);
        }}
      >
        <input aria-label="Search" placeholder="Search by email" value={filter} onChange={(event) => setFilter(event.target.value)} />
        <button type="submit">Search</button>
      </form>
      <table className="grid" aria-label="Users">
        <thead>
          <tr>
            <th>Email</th>
            <th>Created</th>
            <th>Last sign-in</th>
            <th>Confirmed</th>
            <th>Role</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>{user.email ?? user.phone}</td>
              <td>{new Date(user.created_at).toLocaleString('en-GB')}</td>
              <td>{user.last_sign_in_at ? new Date(user.last_sign_in_at).toLocaleString('en-GB') : '—'}</td>
              <td>{user.email_confirmed_at ? 'yes' : 'no'}</td>
              <td>{String(user.app_metadata?.role ?? '')}</td>
              <td className="actions">
                <button type="button" onClick={() => void showFactors(user)}>
                  Factors
                </button>
                <ConfirmDelete
                  asking={confirming === user.id}
                  onAsk={() => setConfirming(user.id)}
                  onCancel={() => setConfirming(null)}
                  onDelete={() =>
                    void act(
                      () => api(`/auth/admin/users/${user.id}`, { method: 'DELETE' }),
                      `User ${user.email ?? user.id} deleted.`,
                    ).then(() => setConfirming(null))
                  }
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="toolbar">
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </button>
        <span>
          Page {page} of {Math.max(1, Math.ceil(total / PER_PAGE))} ({total} users)
        </span>
        <button type="button" disabled={page * PER_PAGE >= total} onClick={() => setPage(page + 1)}>
          Next
        </button>
      </div>
      {selected && (
        <div className="panel" aria-label="Factors">
          <h2>Factors of {selected.email ?? selected.id}</h2>
          {factors === null ? (
            <p className="muted">Loading…</p>
          ) : factors.length === 0 ? (
            <p className="muted">No factors.</p>
          ) : (
            <ul>
              {factors.map((factor) => (
                <li key={factor.id}>
                  {factor.factor_type} · {factor.status} · {factor.friendly_name ?? ''} · since{' '}
                  {new Date(factor.created_at).toLocaleString('en-GB')}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
