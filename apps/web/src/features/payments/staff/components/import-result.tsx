import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatPaise, paymentReferencesIn, type ImportStatementReply } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';
import { importGroups, importSummary, MALFORMED_LABELS, UNMATCHED_LABELS } from '../payment-words.ts';
import './import-result.css';

/**
 * What an import did: the credits that paid a payment (with the receipt each got), those that paid nothing and why,
 * the money going out (folded away), and the rows that could not be read. It takes the focus when it arrives, so a
 * phone shows it and a screen reader reads it.
 */
export function ImportResult({ reply }: { reply: ImportStatementReply }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const groups = importGroups(reply);
  useEffect(() => heading.current?.focus(), [reply]);
  return (
    <section className="import-result" aria-labelledby="import-result-title">
      <h2 id="import-result-title" className="payments-section__title" tabIndex={-1} ref={heading}>
        {t('admin.payments.import.resultTitle')}
      </h2>
      <p className="import-result__summary">{importSummary(reply, t)}</p>

      <div className="import-result__group import-result__group--matched">
        <h3 className="import-result__heading">
          {t('admin.payments.import.matched', { count: groups.matched.length })}
        </h3>
        {groups.matched.length === 0 ? (
          <p className="import-result__none">{t('admin.payments.import.noneMatched')}</p>
        ) : (
          <ul className="import-rows">
            {groups.matched.map((row) => (
              <li key={row.row} className="import-row">
                <span className="import-row__line">{t('admin.payments.import.row', { row: row.row })}</span>
                <span className="import-row__main">
                  <strong>{row.payerName}</strong>
                  <span className="import-row__amount">{formatPaise(row.amountPaise)}</span>
                </span>
                <span className="import-row__meta">
                  {t('admin.payments.utrIs', { utr: row.utr })}
                  <span className="import-row__receipt">
                    {t('admin.payments.import.receipt', { number: row.receiptNumber })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>

      {groups.unmatched.length > 0 && (
        <div className="import-result__group import-result__group--unmatched">
          <h3 className="import-result__heading">
            {t('admin.payments.import.unmatched', { count: groups.unmatched.length })}
          </h3>
          <ul className="import-rows">
            {groups.unmatched.map((row) => (
              <li key={row.row} className="import-row">
                <span className="import-row__line">{t('admin.payments.import.row', { row: row.row })}</span>
                <span className="import-row__main">
                  <span className="import-row__amount">{formatPaise(row.amountPaise)}</span>
                  {row.utr && <code className="import-row__utr">{row.utr}</code>}
                </span>
                <span className="import-row__reason">{t(UNMATCHED_LABELS[row.reason])}</span>
                <span className="import-row__text">{row.narration}</span>
                {row.paymentId && row.utr && (
                  <Link to={`/admin/payments?q=${encodeURIComponent(row.utr)}`} className="import-row__link">
                    {t('admin.payments.import.findPayment')}
                  </Link>
                )}
                {/* The UTR and the note disagree: each payment the note names, to compare with the UTR's. */}
                {row.reason === 'referenceDiffers' &&
                  paymentReferencesIn(row.narration).map((reference) => (
                    <Link
                      key={reference}
                      to={`/admin/payments?q=${encodeURIComponent(reference)}`}
                      className="import-row__link"
                    >
                      {t('admin.payments.import.findReference', { reference })}
                    </Link>
                  ))}
              </li>
            ))}
          </ul>
        </div>
      )}

      {groups.malformed.length > 0 && (
        <div className="import-result__group import-result__group--malformed">
          <h3 className="import-result__heading">
            {t('admin.payments.import.malformed', { count: groups.malformed.length })}
          </h3>
          <ul className="import-rows">
            {groups.malformed.map((row) => (
              <li key={`${row.row}-${row.reason}`} className="import-row">
                <span className="import-row__line">{t('admin.payments.import.row', { row: row.row })}</span>
                <span className="import-row__reason">{t(MALFORMED_LABELS[row.reason])}</span>
                {row.text && <span className="import-row__text">{row.text}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}

      {groups.debits.length > 0 && (
        <details className="import-result__group import-result__group--debits">
          <summary className="import-result__heading">
            {t('admin.payments.import.debits', { count: groups.debits.length })}
          </summary>
          <ul className="import-rows">
            {groups.debits.map((row) => (
              <li key={row.row} className="import-row">
                <span className="import-row__line">{t('admin.payments.import.row', { row: row.row })}</span>
                <span className="import-row__text">{row.narration}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
