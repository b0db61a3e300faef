import { useLocation, useParams } from 'react-router';
import { secretOfPayHash } from '@academy/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePayment } from '../api/get-payment.ts';
import { PaymentItems } from '../components/payment-items.tsx';
import { PayPanel } from '../components/pay-panel.tsx';
import './pay-page.css';

/**
 * /pay/<payment id>#secret=<link secret> (and /hi/pay/...): where a booking's confirmation and its emails send the
 * payer, with or without an account. Without a login the fragment's secret opens the payment (a fragment never
 * reaches a server, its logs or a Referer); the family's login, or the admin's, opens /pay/<id> alone. What is being
 * paid for, then the payment panel; never prerendered, each id is one payment.
 */
export default function PayPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const query = usePayment(id, secretOfPayHash(hash));
  const reply = query.data;

  return (
    <div className="pay-page">
      <PageHeader title={t('payments.page.title')}>{t('payments.page.lead')}</PageHeader>
      <div className="container pay-page__body">
        {reply ? (
          <>
            <section className="pay-card" aria-labelledby="pay-items-title">
              <h2 id="pay-items-title" className="pay-card__title">
                {reply.payment.state === 'pending' || reply.payment.state === 'submitted'
                  ? t('payments.page.items')
                  : t('payments.page.itemsDone')}
              </h2>
              <PaymentItems dues={reply.payment.dues} totalPaise={reply.payment.amountPaise} />
            </section>
            <section
              className="pay-card"
              aria-label={t('payments.panel.label', { reference: reply.payment.reference })}
            >
              <PayPanel payment={reply.payment} payee={reply.payee} />
            </section>
          </>
        ) : query.isError ? (
          <div className="pay-card pay-card--problem" role="alert">
            <p>
              {query.error instanceof ApiError && query.error.httpStatus === 404
                ? t('payments.page.notFound')
                : t('payments.page.loadFailed')}
            </p>
            {!(query.error instanceof ApiError && query.error.httpStatus === 404) && (
              <button
                type="button"
                className="btn btn-outline-dark"
                onClick={() => void query.refetch()}
                disabled={query.isFetching}
              >
                {t('payments.page.tryAgain')}
              </button>
            )}
          </div>
        ) : (
          <p className="pay-card pay-page__loading" role="status">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('payments.page.loading')}
          </p>
        )}
      </div>
    </div>
  );
}
