import { useEffect, useState } from 'react';
import { api, type Status } from '../api';

function CopyButton(props: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      aria-label={props.label}
      onClick={() =>
        void navigator.clipboard.writeText(props.text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        })
      }
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

export function Overview() {
  const [status, setStatus] = useState<Status | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<Status>('/status').then(setStatus, (e: Error) => setError(e.message));
  }, []);
  if (error) return <p className="error">{error}</p>;
  if (!status) return <p className="muted">Loading…</p>;
  const envLines = status.env.trim().split('\n');
  return (
    <section>
      <h1>Overview</h1>
      <p>
        API: <code>{status.apiUrl}</code> · started {status.startedAt ? new Date(status.startedAt).toLocaleString('en-GB') : 'unknown'}
      </p>
      <h2>Services</h2>
      <table className="grid" aria-label="Services">
        <thead>
          <tr>
            <th>Service</th>
            <th>URL</th>
            <th>PID</th>
            <th>Start time</th>
            <th>Health</th>
          </tr>
        </thead>
        <tbody>
          {status.services.map((service) => (
            <tr key={service.name}>
              <td>{service.name}</td>
              <td>
                <code>{service.url}</code>
              </td>
              <td>{service.pid ?? '—'}</td>
              <td>{(service.startMs / 1000).toFixed(2)} s</td>
              <td className={service.healthy ? 'ok' : 'error'}>{service.healthy ? 'healthy' : 'not answering'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>
        Environment <span className="muted">(npm run stack:status -- -o env)</span> <CopyButton text={status.env} label="Copy all" />
      </h2>
      <table className="grid env" aria-label="Environment">
        <tbody>
          {envLines.map((line) => {
            const name = line.slice(0, line.indexOf('='));
            const value = line.slice(name.length + 2, -1);
            return (
              <tr key={name}>
                <td>
                  <code>{name}</code>
                </td>
                <td>
                  <code className="value">{value}</code>
                </td>
                <td>
                  <CopyButton text={value} label={`Copy ${name}`} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
