import { Link } from '@tanstack/react-router';
import { countNoun } from '../../../lib/format';
import type { ActivityItem, Dashboard } from '../api';
import { isPostStatus } from '../post-choices';
import { formatDateTime, statusLabels } from '../post-form';
import '../admin-pages.css';

const activityLabels: Record<ActivityItem['kind'], string> = {
  post: 'Edycja artykułu',
  creature: 'Zgłoszony stwór',
  inquiry: 'Zapytanie o szkolenie',
};

const creatureStatusLabels: Record<string, string> = { pending: 'czeka na moderację', approved: 'zatwierdzony', rejected: 'odrzucony' };

function ActivityTitle({ item }: { item: ActivityItem }) {
  if (item.kind === 'post')
    return (
      <Link to="/admin/page/$id" params={{ id: item.id }}>
        {item.title}
      </Link>
    );
  // /admin/stwory belongs to the creatures feature; a plain link keeps this screen independent of it.
  if (item.kind === 'creature') return <a href="/admin/stwory">{item.title}</a>;
  return <span>{item.title}</span>;
}

function activityDetail(item: ActivityItem): string | null {
  if (item.kind === 'post') return isPostStatus(item.detail) ? statusLabels[item.detail] : item.detail;
  if (item.kind === 'creature') return item.detail ? (creatureStatusLabels[item.detail] ?? item.detail) : null;
  return item.detail ? `oferta: ${item.detail}` : null;
}

/** A number not known yet: a shimmering gap of a few digits' width on the same line (no layout shift). */
function Pending({ digits = 2 }: { digits?: number }) {
  return (
    <span className="dashboard-pending" style={{ width: `${digits}ch` }} aria-hidden="true">
      {'\u00a0'}
    </span>
  );
}

/** Rows of the activity list while it loads: the height of real rows. */
const PENDING_ACTIVITY_ROWS = 5;

/**
 * The dashboard: counts and recent activity. Without `dashboard` (its query under way) the same layout with each
 * number and row as a placeholder, so the figures arrive in place.
 */
export function AdminDashboard({ dashboard }: { dashboard: Dashboard | null }) {
  const number = (value: number | undefined, digits?: number) => (dashboard && value !== undefined ? value : <Pending digits={digits} />);
  const subscribers = dashboard?.subscribers;
  return (
    <div className="dashboard" aria-busy={dashboard ? undefined : true}>
      <h1 className="admin-page-title">Panel administracyjny</h1>
      <p>
        Stan serwisu w liczbach i ostatnie zmiany: artykuły i szkice, zapisy na listę mailową, zgłoszone stwory oraz pytania o szkolenia.
        Każda liczba prowadzi do swojej listy.
      </p>
      {!dashboard && (
        <p role="status" className="visually-hidden">
          Wczytuję panel…
        </p>
      )}
      <h2 className="visually-hidden">Liczby</h2>
      <ul className="dashboard__cards" data-testid="dashboard-counts">
        <li className="card dashboard-card">
          <p className="dashboard-card__label">Opublikowane artykuły</p>
          <p className="dashboard-card__value" data-testid="count-published">
            {number(dashboard?.publishedPosts)}
          </p>
          <p className="dashboard-card__detail">
            {dashboard ? countNoun(dashboard.draftPosts, ['szkic', 'szkice', 'szkiców']) : <>{number(undefined, 1)} szkice</>}, zaplanowane:{' '}
            {number(dashboard?.scheduledPosts, 1)} · <Link to="/admin/pages">lista</Link>
          </p>
        </li>
        <li className="card dashboard-card">
          <p className="dashboard-card__label">Subskrybenci newslettera</p>
          <p className="dashboard-card__value" data-testid="count-confirmed">
            {number(subscribers?.confirmed)}
          </p>
          <p className="dashboard-card__detail">
            potwierdzeni; oczekujący: {number(subscribers?.pending, 1)}, wypisani: {number(subscribers?.unsubscribed, 1)}, odrzucone adresy:{' '}
            {number(subscribers?.bounced, 1)} · <Link to="/admin/newsletter">subskrybenci</Link>
          </p>
        </li>
        <li className="card dashboard-card">
          <p className="dashboard-card__label">Stwory do moderacji</p>
          <p className="dashboard-card__value" data-testid="count-creatures">
            {dashboard ? (dashboard.pendingCreatures ?? '—') : <Pending />}
          </p>
          <p className="dashboard-card__detail">
            {dashboard?.pendingCreatures === null ? 'Galeria stworów nie jest jeszcze włączona.' : <a href="/admin/stwory">kolejka</a>}
          </p>
        </li>
        <li className="card dashboard-card">
          <p className="dashboard-card__label">Nowe zapytania o szkolenia</p>
          <p className="dashboard-card__value" data-testid="count-inquiries">
            {number(dashboard?.newInquiries)}
          </p>
          <p className="dashboard-card__detail">z ostatnich 7 dni</p>
        </li>
      </ul>

      <h2>Ostatnia aktywność</h2>
      {!dashboard ? (
        <ul className="activity" aria-hidden="true">
          {Array.from({ length: PENDING_ACTIVITY_ROWS }, (_, index) => (
            <li key={index} className="activity__item">
              <span className="activity__kind">{'\u00a0'}</span>
              <Pending digits={16} />
            </li>
          ))}
        </ul>
      ) : dashboard.recentActivity.length === 0 ? (
        <p>Jeszcze nic się nie wydarzyło.</p>
      ) : (
        <ul className="activity" data-testid="recent-activity">
          {dashboard.recentActivity.map((item) => {
            const detail = activityDetail(item);
            return (
              <li key={`${item.kind}-${item.id}`} className="activity__item">
                <span className="activity__kind">{activityLabels[item.kind]}</span>
                <ActivityTitle item={item} />
                {detail ? <span className="field-hint">({detail})</span> : null}
                <time className="activity__time" dateTime={item.at}>
                  {formatDateTime(item.at)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
