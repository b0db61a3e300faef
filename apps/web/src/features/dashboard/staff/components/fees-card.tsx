import { Link } from 'react-router';
import { formatPaise, type DashboardReply } from '@academy/contract';
import { formatIst } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.ts';
import './fees-card.css';

/** This month's money: what came in, what is still owed, and the transfers waiting for the admin's check. */
export function FeesCard({ fees }: { fees: DashboardReply['fees'] }) {
  const t = useT();
  const month = formatIst(`${fees.month}-15T12:00:00+05:30`, 'MMMM yyyy');
  return (
    <section className="dash-card dash-card--fees" aria-labelledby="dash-fees-title">
      <div className="dash-card__head">
        <h2 id="dash-fees-title" className="dash-card__title">
          {t('admin.dashboard.fees.title', { month })}
        </h2>
        <Link to="/admin/payments/report" className="dash-card__link">
          {t('admin.dashboard.fees.report')}
        </Link>
      </div>
      <dl className="dash-fees">
        <div className="dash-fees__figure">
          <dt>{t('admin.dashboard.fees.collected')}</dt>
          <dd className="dash-fees__value">{formatPaise(fees.collectedPaise)}</dd>
        </div>
        <div className="dash-fees__figure">
          <dt>{t('admin.dashboard.fees.outstanding')}</dt>
          <dd className="dash-fees__value">{formatPaise(fees.outstandingPaise)}</dd>
        </div>
        <div className={`dash-fees__figure${fees.submitted > 0 ? ' dash-fees__figure--alert' : ''}`}>
          <dt>{t('admin.dashboard.fees.toCheck')}</dt>
          <dd className="dash-fees__value">{fees.submitted}</dd>
          <dd className="dash-fees__action">
            <Link to="/admin/payments">
              {fees.submitted > 0
                ? t('admin.dashboard.fees.check', { count: fees.submitted })
                : t('admin.dashboard.fees.open')}
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}
