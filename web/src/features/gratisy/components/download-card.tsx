import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { signedDownloadUrl } from '../api';
import { mediaUrl } from '../../../lib/media';
import { canDownload, formatFileSize, previewPath, type Download } from '../downloads';

type DownloadCardProps = { download: Download; signedIn: boolean };

/** One download: what it is, its format and size, and either a download button or the members-only gate. */
export function DownloadCard({ download, signedIn }: DownloadCardProps) {
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'preparing' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const size = formatFileSize(download.fileSizeBytes);
  const titleId = `download-${download.slug}`;

  const start = async () => {
    setState({ kind: 'preparing' });
    const result = await signedDownloadUrl(download);
    if ('error' in result) {
      setState({ kind: 'error', message: result.error });
      return;
    }
    setState({ kind: 'idle' });
    // The signed URL answers with Content-Disposition: attachment, so the page stays where it is.
    window.location.assign(result.url);
  };

  return (
    <li className="card download-card" data-testid="download-card" data-slug={download.slug} aria-labelledby={titleId}>
      {previewPath(download) && (
        // A preview from the public media bucket; the file itself stays behind the download button.
        <img
          className="download-card__preview"
          src={mediaUrl(previewPath(download)!)}
          alt={`Podgląd: ${download.title}`}
          width={480}
          height={270}
          loading="lazy"
          decoding="async"
        />
      )}
      <h3 className="download-card__title" id={titleId}>
        {download.title}
      </h3>
      {download.membersOnly && <p className="download-card__badge">Tylko dla zalogowanych</p>}
      <p className="download-card__description">{download.description}</p>
      <p className="download-card__meta">
        {download.fileFormat}
        {size ? ` · ${size}` : ''}
      </p>
      {canDownload(download, signedIn) ? (
        <button
          type="button"
          className="button"
          onClick={() => void start()}
          disabled={state.kind === 'preparing'}
          aria-describedby={titleId}
        >
          {state.kind === 'preparing' ? 'Przygotowujemy plik…' : 'Pobierz'}
        </button>
      ) : (
        <p className="download-card__gate">
          <Link to="/login" search={{ redirect: '/gratisy' }} className="button button--secondary">
            Zaloguj się, aby pobrać
          </Link>{' '}
          <Link to="/register" search={{ redirect: '/gratisy' }}>
            Załóż darmowe konto
          </Link>
        </p>
      )}
      {state.kind === 'error' && (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      )}
    </li>
  );
}
