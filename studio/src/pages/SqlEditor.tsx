import { useState } from 'react';
import { ApiError, runSql } from '../api';
import { DataGrid, type Row } from '../components/DataGrid';
import { SqlInput } from '../components/SqlInput';

const HISTORY_KEY = 'studio.sql.history';
const HISTORY_SIZE = 50;

function readHistory(): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export function SqlEditor() {
  const [history, setHistory] = useState<string[]>(readHistory);
  const [query, setQuery] = useState(history[0] ?? 'select * from public.posts limit 10;');
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<{ message: string; line?: number } | null>(null);
  const [running, setRunning] = useState(false);
  const [ms, setMs] = useState<number | null>(null);

  const run = async () => {
    setRunning(true);
    setError(null);
    const started = performance.now();
    const next = [query, ...history.filter((entry) => entry !== query)].slice(0, HISTORY_SIZE);
    setHistory(next);
    localStorage.setItem(HISTORY_KEY, JSON.stringify(next));
    try {
      setRows(await runSql<Row>(query));
    } catch (e) {
      setRows(null);
      const body = e instanceof ApiError ? (e.body as { formattedError?: string; message?: string } | null) : null;
      const message = body?.formattedError ?? (e as Error).message;
      const line = /LINE (\d+):/.exec(message)?.[1];
      setError({ message, line: line ? Number(line) : undefined });
    } finally {
      setMs(performance.now() - started);
      setRunning(false);
    }
  };

  return (
    <section className="split">
      <div className="main">
        <h1>SQL editor</h1>
        <SqlInput value={query} onChange={setQuery} onRun={() => void run()} />
        <div className="toolbar">
          <button type="button" onClick={() => void run()} disabled={running}>
            {running ? 'Running…' : 'Run'}
          </button>
          <span className="muted">Ctrl+Enter runs. Statements run as postgres (through postgres-meta).</span>
          {ms !== null && <span className="muted">{ms.toFixed(0)} ms</span>}
        </div>
        {error && (
          <div className="error" role="alert">
            {error.line !== undefined && <strong>Error on line {error.line}</strong>}
            <pre>{error.message}</pre>
          </div>
        )}
        {rows && (
          <>
            <p className="muted">{rows.length} row(s)</p>
            <DataGrid label="Result" rows={rows} />
          </>
        )}
      </div>
      <aside className="sidebar">
        <h2>History</h2>
        <ul className="list" aria-label="History">
          {history.map((entry) => (
            <li key={entry}>
              <a
                href="#"
                title={entry}
                onClick={(event) => {
                  event.preventDefault();
                  setQuery(entry);
                }}
              >
                {entry.length > 60 ? `${entry.slice(0, 60)}…` : entry}
              </a>
            </li>
          ))}
        </ul>
      </aside>
    </section>
  );
}
