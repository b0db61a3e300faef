import { useId, useState } from 'react';
import { academyToday, formatMobile, formatPaise, mobileTelHref, type PaymentReportReply } from '@academy/contract';
import { MonthField } from '../../../components/form/month-field.tsx';
import { EmailAddress } from '../../../components/email-address.tsx';
import { SkeletonBlock } from '../../../components/skeleton.tsx';
import { formatDay } from '../../../lib/family.ts';
import { useLanguage, useT, type t as translate } from '../../../lib/i18n.ts';
import { usePaymentReport } from '../api/get-payment-report.ts';
import { CollectionsChart, type Series } from './components/collections-chart.tsx';
import { PaymentsFrame } from './components/payments-frame.tsx';
import '../../../styles/bootstrap/tables.scss';
import '../../../components/admin-table.css';
import './report-page.css';

const INK = '#111111';
const RED = '#b3121f';
/** Batches' colours, told apart on screen and in print; events keep the muted grey beside them. */
const BATCH_COLOURS = ['#b3121f', '#1f5fbf', '#2e8b57', '#f08a24', '#6f3fb5', '#0e7c86', '#c9a34a', '#7b4a24'];
const EVENTS_GREY = '#8a837c';

type View = 'kind' | 'batch';

/** Events and class fees; or each batch's class fees, with the events beside them, so a month's total is the same. */
export function chartSeries(report: PaymentReportReply, view: View, t: typeof translate): Series[] {
  if (view === 'kind') {
    return [
      { key: 'fees', label: t('admin.payments.report.fees'), colour: RED, value: (month) => month.feesPaise },
      { key: 'events', label: t('admin.payments.report.events'), colour: INK, value: (month) => month.eventsPaise },
    ];
  }
  const paying = report.batches.filter((batch) =>
    report.months.some((month) => month.byBatch.some((each) => each.batchId === batch.id)),
  );
  return [
    ...paying.map((batch, index) => ({
      key: batch.id,
      label: batch.name,
      colour: BATCH_COLOURS[index % BATCH_COLOURS.length]!,
      value: (month: PaymentReportReply['months'][number]) =>
        month.byBatch.find((each) => each.batchId === batch.id)?.collectedPaise ?? 0,
    })),
    {
      key: 'events',
      label: t('admin.payments.report.events'),
      colour: EVENTS_GREY,
      value: (month) => month.eventsPaise,
    },
  ];
}

const OUTSTANDING_COLUMNS = [
  'admin.payments.report.family',
  'admin.payments.report.email',
  'admin.payments.report.phone',
  'admin.payments.report.owed',
  'admin.payments.report.dues',
  'admin.payments.report.oldest',
] as const;

function Outstanding({ report }: { report: PaymentReportReply }) {
  const t = useT();
  const language = useLanguage();
  const column = OUTSTANDING_COLUMNS.map((key) => t(key));
  const none = <span className="payments-table__none">—</span>;
  return (
    <section className="payments-section" aria-labelledby="report-outstanding-title">
      <div className="payments-section__head">
        <h2 id="report-outstanding-title" className="payments-section__title">
          {t('admin.payments.report.outstanding')}
        </h2>
        <p className="payments-section__figure">{formatPaise(report.outstandingPaise)}</p>
      </div>
      <div className="admin-page__card">
        <div className="table-responsive admin-table-wrap">
          <table className="table align-middle mb-0 admin-table outstanding-table">
            <caption className="visually-hidden">{t('admin.payments.report.outstandingCaption')}</caption>
            <thead>
              <tr>
                {column.map((label, index) => (
                  <th key={label} scope="col" className={index >= 3 && index <= 4 ? 'text-end' : undefined}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.outstanding.length === 0 && (
                <tr className="admin-table__empty-row">
                  <td colSpan={column.length} className="admin-table__empty">
                    {t('admin.payments.report.nothingOwed')}
                  </td>
                </tr>
              )}
              {report.outstanding.map((family) => (
                <tr key={family.accountId ?? `${family.name}-${family.email ?? ''}`}>
                  <th scope="row" className="outstanding-table__name" data-label={column[0]}>
                    {family.name}
                  </th>
                  <td className="outstanding-table__email" data-label={column[1]}>
                    {family.email ? (
                      <a href={`mailto:${family.email}`}>
                        <EmailAddress address={family.email} />
                      </a>
                    ) : (
                      none
                    )}
                  </td>
                  <td className="text-nowrap" data-label={column[2]}>
                    {family.mobileNumber ? (
                      <a href={mobileTelHref(family.mobileNumber)}>{formatMobile(family.mobileNumber)}</a>
                    ) : (
                      none
                    )}
                  </td>
                  <td className="text-end outstanding-table__owed" data-label={column[3]}>
                    {formatPaise(family.owedPaise)}
                  </td>
                  <td className="text-end" data-label={column[4]}>
                    {family.dues}
                  </td>
                  <td className="text-nowrap" data-label={column[5]}>
                    {formatDay(family.oldestDueDay, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

/**
 * /admin/payments/report: what came in each month for a year (events and class fees, or per batch), and who owes
 * what now, the most owed first.
 */
export default function ReportPage() {
  const t = useT();
  const uid = useId();
  const thisMonth = academyToday().slice(0, 7);
  const [to, setTo] = useState(thisMonth);
  const [view, setView] = useState<View>('kind');
  const report = usePaymentReport(to === thisMonth ? undefined : to);
  const data = report.data;
  const series = data ? chartSeries(data, view, t) : [];

  return (
    <PaymentsFrame
      title={t('admin.payments.report.title')}
      subtitle={t('admin.payments.report.subtitle')}
      titleId="admin-payments-report-title"
      actions={
        <button
          type="button"
          className="btn btn-outline-dark btn-sm"
          onClick={() => void report.refetch()}
          disabled={report.isFetching}
        >
          {t(report.isFetching ? 'admin.common.refreshing' : 'admin.common.refresh')}
        </button>
      }
    >
      <section className="payments-section" aria-labelledby="report-collections-title">
        <div className="payments-section__head">
          <h2 id="report-collections-title" className="payments-section__title">
            {t('admin.payments.report.collections')}
          </h2>
        </div>
        <div className="admin-page__card report-card">
          <div className="report-controls">
            <div className="report-view" role="group" aria-label={t('admin.payments.report.view')}>
              {(['kind', 'batch'] as const).map((each) => (
                <button
                  key={each}
                  type="button"
                  className={`btn btn-sm ${view === each ? 'btn-dark' : 'btn-outline-dark'}`}
                  aria-pressed={view === each}
                  onClick={() => setView(each)}
                >
                  {t(each === 'kind' ? 'admin.payments.report.byKind' : 'admin.payments.report.byBatch')}
                </button>
              ))}
            </div>
            <MonthField
              id={`${uid}-to`}
              label={t('admin.payments.report.upTo')}
              className="report-controls__month"
              value={to}
              latest={thisMonth}
              onChange={(month) => setTo(month ?? thisMonth)}
            />
          </div>
          {report.isError && !data ? (
            <div role="alert">
              <p className="mb-3">{t('admin.payments.loadError', { reason: report.error.message })}</p>
              <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void report.refetch()}>
                {t('admin.common.tryAgain')}
              </button>
            </div>
          ) : data ? (
            <CollectionsChart months={data.months} series={series} />
          ) : (
            <SkeletonBlock className="report-skeleton" />
          )}
        </div>
      </section>
      {data && <Outstanding report={data} />}
    </PaymentsFrame>
  );
}
