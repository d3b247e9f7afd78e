import { useEffect, useState } from 'react';
import { api, type MetaPolicy, type MetaTable } from '../api';

export function Policies() {
  const [schema, setSchema] = useState('public');
  const [tables, setTables] = useState<MetaTable[]>([]);
  const [policies, setPolicies] = useState<MetaPolicy[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    Promise.all([
      api<MetaTable[]>(`/pg/tables?included_schemas=${encodeURIComponent(schema)}`),
      api<MetaPolicy[]>(`/pg/policies?included_schemas=${encodeURIComponent(schema)}`),
    ]).then(
      ([tableList, policyList]) => {
        setTables(tableList.sort((a, b) => a.name.localeCompare(b.name)));
        setPolicies(policyList);
      },
      (e: Error) => setError(e.message),
    );
  }, [schema]);
  return (
    <section>
      <h1>Policies</h1>
      <label className="toolbar">
        Schema{' '}
        <select aria-label="Schema" value={schema} onChange={(event) => setSchema(event.target.value)}>
          {['public', 'storage', 'auth', 'realtime'].map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      {error && <p className="error">{error}</p>}
      {tables.map((table) => {
        const own = policies.filter((policy) => policy.table === table.name);
        return (
          <article key={table.id} className="panel" aria-label={`${table.schema}.${table.name}`}>
            <h2>
              {table.name}{' '}
              <span className={table.rls_enabled ? 'badge ok' : 'badge error'}>{table.rls_enabled ? 'RLS enabled' : 'RLS disabled'}</span>
            </h2>
            {own.length === 0 ? (
              <p className="muted">No policies{table.rls_enabled ? ': nobody but the service role reaches its rows.' : '.'}</p>
            ) : (
              <table className="grid" aria-label={`Policies of ${table.name}`}>
                <thead>
                  <tr>
                    <th>Name</th>
                    <th>Command</th>
                    <th>Roles</th>
                    <th>Kind</th>
                    <th>Using</th>
                    <th>With check</th>
                  </tr>
                </thead>
                <tbody>
                  {own.map((policy) => (
                    <tr key={policy.id}>
                      <td>{policy.name}</td>
                      <td>{policy.command}</td>
                      <td>{policy.roles.join(', ')}</td>
                      <td>{policy.action}</td>
                      <td>
                        <code>{policy.definition ?? ''}</code>
                      </td>
                      <td>
                        <code>{policy.check ?? ''}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </article>
        );
      })}
    </section>
  );
}
