import { ConfirmDelete } from '../components/ConfirmDelete';
import { useCallback, useEffect, useState } from 'react';
import { api, jsonInit, type Status } from '../api';

interface Bucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

interface Entry {
  name: string;
  id: string | null;
  metadata: { size?: number; mimetype?: string } | null;
  updated_at: string | null;
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

export function Storage() {
  const [apiUrl, setApiUrl] = useState('');
  const [buckets, setBuckets] = useState<Bucket[]>([]);
  const [bucket, setBucket] = useState<Bucket | null>(null);
  const [prefix, setPrefix] = useState('');
  const [entries, setEntries] = useState<Entry[]>([]);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const [link, setLink] = useState<{ name: string; url: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  useEffect(() => {
    api<Status>('/status').then(
      (status) => setApiUrl(status.apiUrl),
      () => undefined,
    );
    api<Bucket[]>('/storage/bucket').then(setBuckets, (e: Error) => setMessage({ text: e.message, error: true }));
  }, []);

  const load = useCallback(async () => {
    if (!bucket) return;
    try {
      setEntries(
        await api<Entry[]>(
          `/storage/object/list/${encodeURIComponent(bucket.id)}`,
          jsonInit('POST', { prefix, limit: 1000, offset: 0, sortBy: { column: 'name', order: 'asc' } }),
        ),
      );
    } catch (e) {
      setMessage({ text: (e as Error).message, error: true });
    }
  }, [bucket, prefix]);
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

  const objectPath = (entry: Entry) => `${prefix}${entry.name}`;
  const showUrl = async (entry: Entry) => {
    if (!bucket) return;
    const path = objectPath(entry);
    if (bucket.public)
      return setLink({ name: path, url: `${apiUrl}/storage/v1/object/public/${encodeURIComponent(bucket.id)}/${encodePath(path)}` });
    try {
      const { signedURL } = await api<{ signedURL: string }>(
        `/storage/object/sign/${encodeURIComponent(bucket.id)}/${encodePath(path)}`,
        jsonInit('POST', { expiresIn: 3600 }),
      );
      setLink({ name: path, url: `${apiUrl}/storage/v1${signedURL}` });
    } catch (e) {
      setMessage({ text: (e as Error).message, error: true });
    }
  };

  return (
    <section className="split">
      <aside className="sidebar">
        <h2>Buckets</h2>
        <ul className="list" aria-label="Buckets">
          {buckets.map((candidate) => (
            <li key={candidate.id}>
              <a
                href="#"
                aria-current={candidate.id === bucket?.id ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setBucket(candidate);
                  setPrefix('');
                  setLink(null);
                }}
              >
                {candidate.name}
              </a>{' '}
              <span className="muted">{candidate.public ? 'public' : 'private'}</span>
            </li>
          ))}
        </ul>
      </aside>
      <div className="main">
        <h1>Storage</h1>
        {!bucket && <p className="muted">Choose a bucket.</p>}
        {bucket && (
          <>
            <p className="toolbar" aria-label="Path">
              <a
                href="#"
                onClick={(event) => {
                  event.preventDefault();
                  setPrefix('');
                }}
              >
                {bucket.name}
              </a>
              {prefix
                .split('/')
                .filter(Boolean)
                .map((part, index, parts) => (
                  <span key={index}>
                    {' / '}
                    <a
                      href="#"
                      onClick={(event) => {
                        event.preventDefault();
                        setPrefix(parts.slice(0, index + 1).join('/') + '/');
                      }}
                    >
                      {part}
                    </a>
                  </span>
                ))}
            </p>
            <label className="toolbar">
              Upload to {bucket.name}/{prefix}
              <input
                type="file"
                aria-label="Upload file"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (!file) return;
                  void act(
                    () =>
                      api(`/storage/object/${encodeURIComponent(bucket.id)}/${encodePath(prefix + file.name)}`, {
                        method: 'POST',
                        headers: { 'content-type': file.type || 'application/octet-stream', 'x-upsert': 'true' },
                        body: file,
                      }),
                    `Uploaded ${prefix}${file.name}.`,
                  );
                }}
              />
            </label>
            {message && (
              <p className={message.error ? 'error' : 'ok'} role={message.error ? 'alert' : 'status'}>
                {message.text}
              </p>
            )}
            {link && (
              <div className="panel" role="region" aria-label="Object URL">
                {bucket.public ? 'Public URL' : 'Signed URL (1 hour)'} of {link.name}:{' '}
                <a href={link.url} target="_blank" rel="noreferrer">
                  {link.url}
                </a>
              </div>
            )}
            <table className="grid" aria-label="Objects">
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Size</th>
                  <th>Type</th>
                  <th>Updated</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) =>
                  entry.id === null ? (
                    <tr key={entry.name}>
                      <td>
                        <a
                          href="#"
                          onClick={(event) => {
                            event.preventDefault();
                            setPrefix(`${prefix}${entry.name}/`);
                          }}
                        >
                          {entry.name}/
                        </a>
                      </td>
                      <td colSpan={4} className="muted">
                        folder
                      </td>
                    </tr>
                  ) : (
                    <tr key={entry.name}>
                      <td>{entry.name}</td>
                      <td>{entry.metadata?.size ?? ''}</td>
                      <td>{entry.metadata?.mimetype ?? ''}</td>
                      <td>{entry.updated_at ? new Date(entry.updated_at).toLocaleString('en-GB') : ''}</td>
                      <td className="actions">
                        <a
                          href={`/api/storage/object/${encodeURIComponent(bucket.id)}/${encodePath(objectPath(entry))}`}
                          download={entry.name}
                        >
                          Download
                        </a>
                        <button type="button" onClick={() => void showUrl(entry)}>
                          {bucket.public ? 'Public URL' : 'Signed URL'}
                        </button>
                        <ConfirmDelete
                          asking={confirming === entry.name}
                          onAsk={() => setConfirming(entry.name)}
                          onCancel={() => setConfirming(null)}
                          onDelete={() =>
                            void act(
                              () =>
                                api(
                                  `/storage/object/${encodeURIComponent(bucket.id)}`,
                                  jsonInit('DELETE', { prefixes: [objectPath(entry)] }),
                                ),
                              `Deleted ${objectPath(entry)}.`,
                            ).then(() => setConfirming(null))
                          }
                        />
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          </>
        )}
      </div>
    </section>
  );
}
