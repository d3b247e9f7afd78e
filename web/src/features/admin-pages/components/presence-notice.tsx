import type { Editor } from '../use-page-presence';

type PresenceNoticeProps = { editors: Editor[]; problem: string | null };

/** "Edytuje też: anna@…, jan@…" — who else has this page open right now. */
export function PresenceNotice({ editors, problem }: PresenceNoticeProps) {
  const names = [...new Set(editors.map((editor) => editor.email))];
  return (
    <div className="presence" aria-live="polite" data-testid="presence">
      {names.length > 0 ? (
        <p className="presence__others">
          <span className="presence__dot" aria-hidden="true" />
          Edytuje też: {names.join(', ')}
        </p>
      ) : null}
      {problem ? <p className="presence__problem">{problem}</p> : null}
    </div>
  );
}
