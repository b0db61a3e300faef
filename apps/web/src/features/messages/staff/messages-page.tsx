import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CHANNELS, MESSAGE_KINDS, MESSAGE_STATES } from '@academy/contract';
import { Pagination } from '../../../components/pagination.tsx';
import { useT } from '../../../lib/i18n.ts';
import { pageCount } from '../../../lib/page-numbers.ts';
import { useMessages, type MessagesFilter } from '../api/get-messages.ts';
import { useRemindFeesNow } from '../api/remind-fees.ts';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { MessageFilters } from './components/message-filters.tsx';
import { MessagesTable } from './components/messages-table.tsx';
import { MonthSummary } from './components/month-summary.tsx';
import { MessageSettingsSection } from './message-settings-form.tsx';
import './messages-page.css';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The filter as the address says it, so Back, reload and the family page's link show the same list. */
function readFilter(params: URLSearchParams): MessagesFilter {
  return {
    kind: oneOf(MESSAGE_KINDS, params.get('kind')),
    state: oneOf(MESSAGE_STATES, params.get('state')),
    channel: oneOf(CHANNELS, params.get('channel')),
    family: params.get('family')?.trim() || undefined,
    page: readPage(params.get('page')),
  };
}

function searchOf(filter: MessagesFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.kind) search.set('kind', filter.kind);
  if (filter.state) search.set('state', filter.state);
  if (filter.channel) search.set('channel', filter.channel);
  if (filter.family) search.set('family', filter.family);
  if (filter.page > 1) search.set('page', String(filter.page));
  return search;
}

function SentMessages() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const list = useMessages(filter);
  const data = list.data;
  const loadingRows = list.isPending || list.isPlaceholderData;
  const totalPages = data ? pageCount(data.total, data.pageSize) : 1;
  const show = (next: MessagesFilter) => setParams(searchOf(next));
  const { page } = filter;

  useEffect(() => {
    // A page past the end (a shared link, fewer messages since): go to the last page.
    if (data && !list.isPlaceholderData && page > totalPages) {
      setParams(searchOf({ ...readFilter(params), page: totalPages }), { replace: true });
    }
  }, [data, list.isPlaceholderData, page, totalPages, params, setParams]);

  const first = data ? (data.page - 1) * data.pageSize : 0;
  const familyName = filter.family
    ? data?.messages.find((message) => message.familyId === filter.family)?.familyName
    : undefined;
  const filtered = Boolean(filter.kind || filter.state || filter.channel || filter.family);

  return (
    <>
      <MonthSummary month={data?.month} />
      <MessageFilters
        filter={filter}
        familyName={familyName}
        onFilter={(change) => show({ ...filter, ...change, page: 1 })}
      />
      <div className="admin-page__card">
        {list.isError && !data ? (
          <div className="p-4" role="alert">
            <p className="mb-3">{t('admin.messages.loadError', { reason: list.error.message })}</p>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void list.refetch()}>
              {t('admin.common.tryAgain')}
            </button>
          </div>
        ) : (
          <MessagesTable
            messages={loadingRows ? undefined : data?.messages}
            loading={loadingRows}
            filtered={filtered}
            onFamily={(family) => show({ ...filter, family, page: 1 })}
          />
        )}
        {data && data.total > 0 && (
          <div className="admin-page__foot">
            <p className="admin-page__range">
              {loadingRows
                ? t('admin.common.loading')
                : t('admin.common.range', { first: first + 1, last: first + data.messages.length, total: data.total })}
            </p>
            {totalPages > 1 && (
              <Pagination
                label={t('admin.messages.pages')}
                page={Math.min(page, totalPages)}
                totalPages={totalPages}
                onPage={(next) => show({ ...filter, page: next })}
              />
            )}
          </div>
        )}
      </div>
    </>
  );
}

/** Reminds every family that owes a class fee now, by the fee reminders' channels (once a day per family). */
function RemindFeesButton() {
  const t = useT();
  const toast = useToast();
  const remind = useRemindFeesNow();
  return (
    <SpinnerButton
      type="button"
      variant="outline-danger"
      loading={remind.isPending}
      onClick={() =>
        remind.mutate(undefined, {
          onSuccess: (reply) => toast.show(reply.message, 'success'),
          onError: (error) => toast.show(error.message, 'danger'),
        })
      }
    >
      {t('admin.messages.remindFees')}
    </SpinnerButton>
  );
}

/**
 * /admin/messages: the owner's WhatsApp, SMS and email messages to families (decision 064): what was sent, to whom,
 * by which channel and how it went, this month's count and cost; ?view=settings: each kind on or off, its channels
 * and DLT template, the fee reminders' days, the prices, and each kind's text in every language.
 */
export default function MessagesPage() {
  const t = useT();
  const [params] = useSearchParams();
  const settings = params.get('view') === 'settings';
  return (
    <section className="messages-page" aria-labelledby="messages-title">
      <div className="admin-page__head">
        <div>
          <h1 id="messages-title" className="admin-page__title">
            {t('admin.messages.title')}
          </h1>
          <p className="admin-page__subtitle">{t('admin.messages.subtitle')}</p>
        </div>
        <RemindFeesButton />
      </div>
      <nav className="messages-tabs" aria-label={t('admin.messages.views')}>
        <Link className="messages-tabs__tab" to="/admin/messages" aria-current={settings ? undefined : 'page'}>
          {t('admin.messages.sentTab')}
        </Link>
        <Link
          className="messages-tabs__tab"
          to="/admin/messages?view=settings"
          aria-current={settings ? 'page' : undefined}
        >
          {t('admin.messages.settingsTab')}
        </Link>
      </nav>
      {settings ? <MessageSettingsSection /> : <SentMessages />}
    </section>
  );
}
