import { Link } from 'react-router';
import { LEAD_STATE_LABELS, LEAD_STATES, type DashboardReply } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';
import './trial-funnel.css';

/**
 * This month's enquiries by where each stands now, as horizontal bars in the funnel's order (lost apart, at the
 * end), each as long as its share of the month; the headline is how many joined.
 */
export function TrialFunnel({ leads }: { leads: DashboardReply['leadsThisMonth'] }) {
  const t = useT();
  const total = LEAD_STATES.reduce((sum, state) => sum + leads[state], 0);
  const joinedShare = total > 0 ? Math.round((leads.joined / total) * 100) : 0;
  return (
    <section className="dash-card dash-card--funnel" aria-labelledby="dash-funnel-title">
      <div className="dash-card__head">
        <h2 id="dash-funnel-title" className="dash-card__title">
          {t('admin.dashboard.funnel.title')}
        </h2>
        <Link to="/admin/leads" className="dash-card__link">
          {t('admin.dashboard.funnel.open')}
        </Link>
      </div>
      {total === 0 ? (
        <p className="dash-card__empty">{t('admin.dashboard.funnel.none')}</p>
      ) : (
        <>
          <p className="dash-funnel__summary">
            {t('admin.dashboard.funnel.summary', { total, joined: leads.joined, share: joinedShare })}
          </p>
          <dl className="dash-funnel">
            {LEAD_STATES.map((state) => (
              <div key={state} className={`dash-funnel__row dash-funnel__row--${state}`}>
                <dt>{t(LEAD_STATE_LABELS[state])}</dt>
                <dd>
                  <span className="dash-funnel__track" aria-hidden="true">
                    <span className="dash-funnel__bar" style={{ width: `${(leads[state] / total) * 100}%` }} />
                  </span>
                  <span className="dash-funnel__value">{leads[state]}</span>
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
