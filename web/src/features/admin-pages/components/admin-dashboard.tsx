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

export function AdminDashboard({ dashboard }: { dashboard: Dashboard }) {
  const { subscribers } = dashboard;
  return (
    <div className="dashboard">
      <h1 className="admin-page-title">Panel administracyjny</h1>
      <h2 className="visually-hidden">Liczby</h2>
      <ul className="dashboard__cards" data-testid="dashboard-counts">
        <li className="card dashboard-card">
          <p className="dashboard-card__label">Opublikowane artykuły</p>
          <p className="dashboard-card__value" data-testid="count-published">
            {dashboard.publishedPosts}
          </p>
          <p className="dashboard-card__detail">
            {countNoun(dashboard.draftPosts, ['szkic', 'szkice', 'szkiców'])}, zaplanowane: {dashboard.scheduledPosts} ·{' '}
            <Link to="/admin/pages">lista</Link>
          </p>
        </li>
        <li className="card dashboard-card">
          <p className="dashboard-card__label">Subskrybenci newslettera</p>
          <p className="dashboard-card__value" data-testid="count-confirmed">
            {subscribers.confirmed}
          </p>
          <p className="dashboard-card__detail">
            potwierdzeni; oczekujący: {subscribers.pending}, wypisani: {subscribers.unsubscribed}, odrzucone adresy: {subscribers.bounced} ·{' '}
            <Link to="/admin/newsletter">subskrybenci</Link>
          </p>
        </li>
        <li className="card dashboard-card">
          <p className="dashboard-card__label">Stwory do moderacji</p>
          <p className="dashboard-card__value" data-testid="count-creatures">
            {dashboard.pendingCreatures ?? '—'}
          </p>
          <p className="dashboard-card__detail">
            {dashboard.pendingCreatures === null ? 'Galeria stworów nie jest jeszcze włączona.' : <a href="/admin/stwory">kolejka</a>}
          </p>
        </li>
        <li className="card dashboard-card">
          <p className="dashboard-card__label">Nowe zapytania o szkolenia</p>
          <p className="dashboard-card__value" data-testid="count-inquiries">
            {dashboard.newInquiries}
          </p>
          <p className="dashboard-card__detail">z ostatnich 7 dni</p>
        </li>
      </ul>

      <h2>Ostatnia aktywność</h2>
      {dashboard.recentActivity.length === 0 ? (
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
