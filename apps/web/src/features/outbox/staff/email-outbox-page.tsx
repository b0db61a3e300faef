import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { EMAIL_STATES, type EmailState, type OutboxEmail } from '@academy/contract';
import { Pagination } from '../../../components/pagination.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { useT } from '../../../lib/i18n.ts';
import { pageCount } from '../../../lib/page-numbers.ts';
import { useEmailOutbox } from '../api/get-email-outbox.ts';
import { useRetryEmail } from '../api/retry-email.ts';
import { OutboxTable } from './components/outbox-table.tsx';
import { StateFilters } from './components/state-filters.tsx';
import './admin-emails.css';

function readStatus(value: string | null): EmailState | undefined {
  return EMAIL_STATES.find((state) => state === value);
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /admin/emails: every email the site sends, by state, with "Send again" for the ones that failed. */
export default function EmailOutboxPage() {
  const t = useT();
  const toast = useToast();
  // The filter and page live in the address, so Back, reload and a shared link show the same list.
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const page = readPage(params.get('page'));
  const outbox = useEmailOutbox({ status, page });
  const retry = useRetryEmail();

  const show = (next: { status: EmailState | undefined; page: number }) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const data = outbox.data;
  // While another filter or page loads, the previous reply is kept for its counts; its rows are not shown.
  const loadingRows = outbox.isPending || outbox.isPlaceholderData;
  const totalPages = data ? pageCount(data.total, data.pageSize) : 1;

  useEffect(() => {
    // The list can shrink under the current page (e.g. a retried email leaves "Failed"): go to its last page.
    if (data && !outbox.isPlaceholderData && page > totalPages) {
      const search = new URLSearchParams();
      if (status) search.set('status', status);
      if (totalPages > 1) search.set('page', String(totalPages));
      setParams(search, { replace: true });
    }
  }, [data, outbox.isPlaceholderData, page, totalPages, status, setParams]);

  const onRetry = (email: OutboxEmail) => {
    retry.mutate(email.id, {
      onSuccess: (reply) => toast.show(reply.message, 'success'),
      onError: (error) => toast.show(error.message, 'danger'),
    });
  };

  const first = data ? (data.page - 1) * data.pageSize : 0;
  const failed = data?.counts.failed ?? 0;

  return (
    <section className="email-outbox" aria-labelledby="email-outbox-title">
      <div className="admin-page__head">
        <div>
          <h1 id="email-outbox-title" className="admin-page__title">
            {t('admin.emails.title')}
          </h1>
          <p className="admin-page__subtitle" aria-live="polite">
            {t('admin.emails.subtitle')}
            {failed > 0 && (
              <strong className="email-outbox__alarm"> {t('admin.emails.failedCount', { failed })}</strong>
            )}
          </p>
        </div>
        <button
          type="button"
          className="btn btn-outline-dark btn-sm"
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
        >
          {t(outbox.isFetching && !loadingRows ? 'admin.common.refreshing' : 'admin.common.refresh')}
        </button>
      </div>

      <StateFilters counts={data?.counts} status={status} onStatus={(next) => show({ status: next, page: 1 })} />

      <div className="admin-page__card">
        {outbox.isError && !data ? (
          <div className="p-4" role="alert">
            <p className="mb-3">{t('admin.emails.loadError', { reason: outbox.error.message })}</p>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void outbox.refetch()}>
              {t('admin.common.tryAgain')}
            </button>
          </div>
        ) : (
          <OutboxTable
            emails={loadingRows ? undefined : data?.emails}
            loading={loadingRows}
            status={status}
            retryingId={retry.isPending ? (retry.variables ?? null) : null}
            onRetry={onRetry}
          />
        )}
        {data && data.total > 0 && (
          // Stays in place while the next page loads, so the page bar does not jump under the pointer.
          <div className="admin-page__foot">
            <p className="admin-page__range">
              {loadingRows
                ? t('admin.common.loading')
                : t('admin.common.range', { first: first + 1, last: first + data.emails.length, total: data.total })}
            </p>
            {totalPages > 1 && (
              <Pagination
                label={t('admin.emails.pages')}
                page={Math.min(page, totalPages)}
                totalPages={totalPages}
                onPage={(next) => show({ status, page: next })}
              />
            )}
          </div>
        )}
      </div>
    </section>
  );
}
