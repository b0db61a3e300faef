import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LEAD_STATES, type Lead, type LeadState } from '@academy/contract';
import { SkeletonBlock } from '../../../components/skeleton.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useLeads } from '../../../lib/leads-list.ts';
import { ConvertLeadModal } from './components/convert-lead-modal.tsx';
import { LeadCard } from './components/lead-card.tsx';
import { LeadFilters } from './components/lead-filters.tsx';
import './admin-leads.css';

function readState(value: string | null): LeadState | undefined {
  return LEAD_STATES.find((state) => state === value);
}

function LeadSkeleton() {
  return (
    <ul className="lead-list" aria-hidden="true" data-testid="leads-skeleton">
      {[0, 1, 2].map((row) => (
        <li key={row} className="lead-card lead-card--skeleton">
          <SkeletonBlock className="lead-card__skeleton-name" />
          <SkeletonBlock className="lead-card__skeleton-line" />
          <SkeletonBlock className="lead-card__skeleton-line" />
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin/leads: the free trial requests, newest first, by state. Each card calls or WhatsApps the family in one
 * tap, keeps the admin's note, and converts the lead into a fighter of a batch.
 */
export default function AdminLeadsPage() {
  const t = useT();
  // The filter lives in the address, so Back, reload and a shared link show the same list.
  const [params, setParams] = useSearchParams();
  const state = readState(params.get('state'));
  const leads = useLeads(state);
  const [converting, setConverting] = useState<Lead | null>(null);
  const [showConvert, setShowConvert] = useState(false);
  const data = leads.data;
  const loadingRows = leads.isPending || leads.isPlaceholderData;
  // One moment for every card's "3 hours ago", taken when the list arrived.
  const now = leads.dataUpdatedAt || Date.now();

  const show = (next: LeadState | undefined) => setParams(next ? { state: next } : {});
  const convert = (lead: Lead) => {
    setConverting(lead);
    setShowConvert(true);
  };

  let body;
  if (leads.isError && !data) {
    body = (
      <div className="admin-page__card p-4" role="alert">
        <p className="mb-3">{t('admin.leads.loadError', { reason: leads.error.message })}</p>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void leads.refetch()}>
          {t('admin.common.tryAgain')}
        </button>
      </div>
    );
  } else if (loadingRows || !data) {
    body = <LeadSkeleton />;
  } else if (data.leads.length === 0) {
    body = (
      <p className="admin-page__card lead-list__empty">
        {t(state ? 'admin.leads.empty.state' : 'admin.leads.empty.all')}
      </p>
    );
  } else {
    body = (
      <ul className="lead-list" aria-label={t('admin.leads.listLabel')}>
        {data.leads.map((lead) => (
          <LeadCard key={lead.id} lead={lead} now={now} onConvert={convert} />
        ))}
      </ul>
    );
  }

  return (
    <section className="admin-leads" aria-labelledby="admin-leads-title">
      <div className="admin-page__head">
        <div>
          <h1 id="admin-leads-title" className="admin-page__title">
            {t('admin.leads.title')}
          </h1>
          <p className="admin-page__subtitle">{t('admin.leads.subtitle')}</p>
        </div>
        <button
          type="button"
          className="btn btn-outline-dark btn-sm"
          onClick={() => void leads.refetch()}
          disabled={leads.isFetching}
        >
          {t(leads.isFetching && !loadingRows ? 'admin.common.refreshing' : 'admin.common.refresh')}
        </button>
      </div>
      <LeadFilters counts={data?.counts} state={state} onState={show} />
      {body}
      <ConvertLeadModal
        show={showConvert}
        lead={converting}
        onClose={() => setShowConvert(false)}
        onExited={() => setConverting(null)}
      />
    </section>
  );
}
