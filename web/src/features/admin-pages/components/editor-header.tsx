import { Link } from '@tanstack/react-router';
import { articleLink } from '../../../lib/article-links';
import type { Post } from '../api';
import { describeStatus, formatClock } from '../post-form';
import type { PostStatus } from '../post-choices';
import type { RemoteSave, Editor } from '../use-page-presence';
import { PresenceNotice } from './presence-notice';

type EditorHeaderProps = {
  base: Post;
  savedStatus: PostStatus;
  dirty: boolean;
  presence: { editors: Editor[]; problem: string | null; remoteSave: RemoteSave | null };
  /** A conflict is already known: the save status says what to do, the warning here would repeat it. */
  conflict: boolean;
  reloading: boolean;
  onReload: () => void;
};

/** The editor's heading: the saved state, a link to the live article, who else edits it and whether they saved a newer version. */
export function EditorHeader({ base, savedStatus, dirty, presence, conflict, reloading, onReload }: EditorHeaderProps) {
  // Both stamps come from PostgREST in the same ISO format (UTC, +00:00), so they compare as strings, microseconds included.
  const remoteNewer = presence.remoteSave !== null && presence.remoteSave.updatedAt > base.updated_at && !conflict;
  const publicLink = savedStatus === 'published' ? articleLink(base.section, base.slug) : null;
  return (
    <>
      <header className="page-editor__header">
        <div>
          <p className="page-editor__back">
            <Link to="/admin/pages">← Wszystkie artykuły</Link>
          </p>
          <h1 className="page-editor__title">Edycja artykułu</h1>
          <p className="page-editor__state">
            <span className={`admin-badge status-badge status-badge--${savedStatus}`}>{describeStatus(base)}</span>
            {dirty ? <span className="page-editor__dirty"> · niezapisane zmiany</span> : null}
            {publicLink ? (
              <>
                {' · '}
                <Link {...publicLink} target="_blank">
                  Zobacz na stronie
                </Link>
              </>
            ) : null}
          </p>
        </div>
        <PresenceNotice editors={presence.editors} problem={presence.problem} />
      </header>

      {remoteNewer ? (
        <div className="callout callout--warning" role="alert">
          <p>
            {presence.remoteSave?.email} zapisał(a) nowszą wersję o {formatClock(new Date(presence.remoteSave?.at ?? Date.now()))}. Twój
            zapis zostanie odrzucony — wczytaj najnowszą wersję, zanim wprowadzisz zmiany.
          </p>
          <button type="button" className="button button--secondary button--small" onClick={onReload} disabled={reloading}>
            Wczytaj najnowszą wersję
          </button>
        </div>
      ) : null}
    </>
  );
}
