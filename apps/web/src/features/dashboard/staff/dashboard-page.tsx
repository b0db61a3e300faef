import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LEAD_STATES, type DashboardReply } from '@academy/contract';
import { SkeletonBlock } from '../../../components/skeleton.tsx';
import { formatIst } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { AttendanceTrends } from './components/attendance-trends.tsx';
import { FeesCard } from './components/fees-card.tsx';
import { RanksCard } from './components/ranks-card.tsx';
import { ClassDaysToday } from './components/classes-today.tsx';
import { TrialFunnel } from './components/trial-funnel.tsx';
import { TwoFactorUrge } from './components/two-factor-urge.tsx';
import './dashboard-page.css';

interface StatProps {
  label: string;
  value: number;
  to: string;
  action: string;
  /** Drawn in the academy's red: something waits for the admin. */
  alert?: boolean;
}

function Stat({ label, value, to, action, alert = false }: StatProps) {
  return (
    <div className={`dash-stat${alert ? ' dash-stat--alert' : ''}`}>
      <dt className="dash-stat__label">{label}</dt>
      <dd className="dash-stat__value">{value}</dd>
      <dd className="dash-stat__action">
        <Link to={to}>{action}</Link>
      </dd>
    </div>
  );
}

function Stats({ data }: { data: DashboardReply }) {
  const t = useT();
  const trials = LEAD_STATES.reduce((sum, state) => sum + data.leadsThisMonth[state], 0);
  return (
    <dl className="dash-stats">
      <Stat
        label={t('admin.dashboard.activeFighters')}
        value={data.activeFighters}
        to="/admin/fighters"
        action={t('admin.dashboard.seeFighters')}
      />
      <Stat
        label={t('admin.dashboard.requestsWaiting')}
        value={data.requestsWaiting}
        to="/admin/classes"
        action={t('admin.dashboard.reviewRequests')}
        alert={data.requestsWaiting > 0}
      />
      <Stat
        label={t('admin.dashboard.trialsThisMonth')}
        value={trials}
        to="/admin/leads"
        action={t('admin.dashboard.newTrials', { count: data.leadsThisMonth.new })}
        alert={data.leadsThisMonth.new > 0}
      />
    </dl>
  );
}

function DashboardSkeleton() {
  return (
    <div className="dash-grid" aria-hidden="true" data-testid="dashboard-skeleton">
      <div className="dash-stats">
        {[0, 1, 2].map((card) => (
          <SkeletonBlock key={card} className="dash-skeleton dash-skeleton--stat" />
        ))}
      </div>
      <SkeletonBlock className="dash-skeleton dash-skeleton--card" />
      <SkeletonBlock className="dash-skeleton dash-skeleton--card" />
    </div>
  );
}

/**
 * /admin/dashboard: the academy at a glance. Fighters in batches, requests and new trial enquiries waiting, this
 * month's fees with the transfers to check, today's classes with the attendance taken so far, this month's trial
 * funnel, each batch's attendance over 12 weeks, and who holds which belt with the promotions of the last 8 quarters.
 */
export default function DashboardPage() {
  const t = useT();
  const dashboard = useDashboard();
  const data = dashboard.data;

  let body: ReactNode;
  if (dashboard.isError && !data) {
    body = (
      <div className="admin-page__card p-4" role="alert">
        <p className="mb-3">{t('admin.dashboard.loadError', { reason: dashboard.error.message })}</p>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void dashboard.refetch()}>
          {t('admin.common.tryAgain')}
        </button>
      </div>
    );
  } else if (!data) {
    body = <DashboardSkeleton />;
  } else {
    body = (
      <div className="dash-grid">
        <TwoFactorUrge />
        <Stats data={data} />
        <FeesCard fees={data.fees} />
        <ClassDaysToday classDays={data.classDaysToday} />
        <TrialFunnel leads={data.leadsThisMonth} />
        <AttendanceTrends batches={data.attendanceByBatch} />
        <RanksCard data={data} />
      </div>
    );
  }

  return (
    <section className="admin-dashboard" aria-labelledby="admin-dashboard-title">
      <div className="admin-page__head">
        <div>
          <h1 id="admin-dashboard-title" className="admin-page__title">
            {t('admin.dashboard.title')}
          </h1>
          <p className="admin-page__subtitle">
            {t('admin.dashboard.today', { date: formatIst(new Date().toISOString(), 'dd MMMM yyyy') })}
          </p>
        </div>
        <button
          type="button"
          className="btn btn-outline-dark btn-sm"
          onClick={() => void dashboard.refetch()}
          disabled={dashboard.isFetching}
        >
          {t(dashboard.isFetching && data ? 'admin.common.refreshing' : 'admin.common.refresh')}
        </button>
      </div>
      {body}
    </section>
  );
}
