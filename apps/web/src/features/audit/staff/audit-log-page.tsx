import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, type AuditAction } from '@academy/contract';
import { Pagination } from '../../../components/pagination.tsx';
import { useT } from '../../../lib/i18n.ts';
import { pageCount } from '../../../lib/page-numbers.ts';
import { useAuditLog, type AuditFilter } from '../api/get-audit-log.ts';
import { AuditFilters, type AuditCriteria } from './components/audit-filters.tsx';
import { AuditTable } from './components/audit-table.tsx';
import './admin-audit.css';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function readFilter(params: URLSearchParams): AuditFilter {
  const action = AUDIT_ACTIONS.find((value) => value === params.get('action'));
  const day = (name: string) => {
    const value = params.get(name);
    return value && ISO_DAY.test(value) ? value : undefined;
  };
  const page = Number(params.get('page'));
  return {
    person: params.get('person')?.trim() || undefined,
    action: action as AuditAction | undefined,
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function toParams(filter: AuditFilter): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of ['person', 'action', 'from', 'to'] as const) {
    const value = filter[name];
    if (value) search.set(name, value);
  }
  if (filter.page > 1) search.set('page', String(filter.page));
  return search;
}

/** /admin/audit: who did what and when, newest first, 50 a page, filtered by person, action and IST days. */
export default function AuditLogPage() {
  const t = useT();
  // The filters and the page live in the address, so Back, reload and a shared link show the same entries.
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const { person, action, from, to, page } = filter;
  const log = useAuditLog(filter);
  const show = (next: AuditFilter) => setParams(toParams(next));

  const data = log.data;
  const loadingRows = log.isPending || log.isPlaceholderData;
  const totalPages = data ? pageCount(data.total, data.pageSize) : 1;
  const filtered = [person, action, from, to].some((value) => value !== undefined);

  useEffect(() => {
    // New entries push older ones to later pages; a page past the end goes to the last one.
    if (data && !log.isPlaceholderData && page > totalPages) {
      setParams(toParams({ person, action, from, to, page: totalPages }), { replace: true });
    }
  }, [data, log.isPlaceholderData, page, totalPages, person, action, from, to, setParams]);

  const first = data ? (data.page - 1) * data.pageSize : 0;
  const criteria: AuditCriteria = { person, action, from, to };

  return (
    <section className="audit-log" aria-labelledby="audit-log-title">
      <div className="admin-page__head">
        <div>
          <h1 id="audit-log-title" className="admin-page__title">
            {t('admin.audit.title')}
          </h1>
          <p className="admin-page__subtitle">{t('admin.audit.subtitle')}</p>
        </div>
        <button
          type="button"
          className="btn btn-outline-dark btn-sm"
          onClick={() => void log.refetch()}
          disabled={log.isFetching}
        >
          {t(log.isFetching && !loadingRows ? 'admin.common.refreshing' : 'admin.common.refresh')}
        </button>
      </div>

      <AuditFilters key={params.toString()} criteria={criteria} onApply={(next) => show({ ...next, page: 1 })} />

      <div className="admin-page__card">
        {log.isError && !data ? (
          <div className="p-4" role="alert">
            <p className="mb-3">{t('admin.audit.error', { reason: log.error.message })}</p>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void log.refetch()}>
              {t('admin.common.tryAgain')}
            </button>
          </div>
        ) : (
          <AuditTable entries={loadingRows ? undefined : data?.entries} loading={loadingRows} filtered={filtered} />
        )}
        {data && data.total > 0 && (
          <div className="admin-page__foot">
            <p className="admin-page__range">
              {loadingRows
                ? t('admin.common.loading')
                : t('admin.common.range', { first: first + 1, last: first + data.entries.length, total: data.total })}
            </p>
            {totalPages > 1 && (
              <Pagination
                label={t('admin.audit.pages')}
                page={Math.min(page, totalPages)}
                totalPages={totalPages}
                onPage={(next) => show({ ...filter, page: next })}
              />
            )}
          </div>
        )}
      </div>
    </section>
  );
}
