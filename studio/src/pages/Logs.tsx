import { useEffect, useRef, useState } from 'react';
import { api } from '../api';

type Level = 'all' | 'info' | 'error';
const MAX_LINES = 2000;

/** A line's level: the JSON `level` of the stack's and pino's lines, or Postgres's own severity words. */
export function levelOf(line: string): 'info' | 'error' {
  if (line.startsWith('{')) {
    try {
      const level = (JSON.parse(line) as { level?: unknown }).level;
      return level === 'error' || level === 'fatal' || level === 'warn' || (typeof level === 'number' && level >= 40) ? 'error' : 'info';
    } catch {
      // not JSON after all
    }
  }
  return /\b(ERROR|FATAL|PANIC|WARNING):/.test(line) ? 'error' : 'info';
}

export function Logs() {
  const [services, setServices] = useState<string[]>([]);
  const [service, setService] = useState('gateway');
  const [lines, setLines] = useState<string[]>([]);
  const [follow, setFollow] = useState(true);
  const [level, setLevel] = useState<Level>('all');
  const [text, setText] = useState('');
  const offset = useRef<number | undefined>(undefined);
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    api<string[]>('/logs').then(setServices, () => undefined);
  }, []);

  useEffect(() => {
    let cancelled = false;
    offset.current = undefined;
    setLines([]);
    const poll = async () => {
      const query = offset.current === undefined ? '' : `?offset=${offset.current}`;
      const chunk = await api<{ lines: string[]; offset: number }>(`/logs/${encodeURIComponent(service)}${query}`).catch(() => null);
      if (cancelled || !chunk) return;
      offset.current = chunk.offset;
      if (chunk.lines.length) setLines((previous) => [...previous, ...chunk.lines].slice(-MAX_LINES));
    };
    void poll();
    const timer = follow ? setInterval(() => void poll(), 1000) : undefined;
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [service, follow]);

  useEffect(() => {
    if (follow) bottom.current?.scrollIntoView({ block: 'end' });
  }, [lines, follow]);

  const needle = text.toLowerCase();
  const shown = lines.filter((line) => (level === 'all' || levelOf(line) === level) && (!needle || line.toLowerCase().includes(needle)));
  return (
    <section>
      <h1>Logs</h1>
      <div className="toolbar">
        <select aria-label="Service" value={service} onChange={(event) => setService(event.target.value)}>
          {(services.length ? services : [service]).map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
        <select aria-label="Level" value={level} onChange={(event) => setLevel(event.target.value as Level)}>
          <option value="all">all levels</option>
          <option value="info">info</option>
          <option value="error">errors and warnings</option>
        </select>
        <input aria-label="Filter text" placeholder="Filter" value={text} onChange={(event) => setText(event.target.value)} />
        <label className="inline">
          <input type="checkbox" checked={follow} onChange={(event) => setFollow(event.target.checked)} /> Follow
        </label>
        <span className="muted">
          {shown.length} of {lines.length} lines
        </span>
      </div>
      <pre className="log" aria-label="Log lines">
        {shown.map((line, index) => (
          <div key={index} className={levelOf(line) === 'error' ? 'error' : undefined}>
            {line}
          </div>
        ))}
        <div ref={bottom} />
      </pre>
    </section>
  );
}
