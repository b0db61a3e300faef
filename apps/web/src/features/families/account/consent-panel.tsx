import { useState, type ReactNode } from 'react';
import { CONSENT_LINK_DAYS, type ConsentSummary } from '@academy/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ConsentBadge } from '../../../components/consent-badge.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { formatDay, formatInstantDay, relationText } from '../../../lib/family.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { useRequestChildConsent } from '../api/request-child-consent.ts';
import { useWithdrawChildConsent } from '../api/withdraw-child-consent.ts';
import './consent-panel.css';

interface Props {
  child: { id: string; fullName: string };
  consent: ConsentSummary;
}

/**
 * Where a child's consent stands and what the guardian can do about it: send the link again while it waits, withdraw
 * it once given (after a confirmation), ask again after a withdrawal or an expired link.
 */
export function ConsentPanel({ child, consent }: Props) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const [confirmingWithdrawal, setConfirmingWithdrawal] = useState(false);
  const request = useRequestChildConsent(child.id);
  const withdraw = useWithdrawChildConsent(child.id);
  const name = child.fullName;
  const guardian = consent.guardianName;

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: (reply) => toast.show(reply.message, 'success'),
      onError: (error) => toast.show(error.message, 'danger'),
    });

  const confirmWithdrawal = () =>
    withdraw.mutate(undefined, {
      onSuccess: (reply) => {
        setConfirmingWithdrawal(false);
        toast.show(reply.message, 'success');
      },
      onError: (error) => {
        setConfirmingWithdrawal(false);
        toast.show(error.message, 'danger');
      },
    });

  let text: string;
  let action: ReactNode = null;
  switch (consent.state) {
    case 'pending':
      text = t('account.consent.pending', { guardian, email: consent.guardianEmail, days: CONSENT_LINK_DAYS });
      action = (
        <SpinnerButton type="button" variant="outline-dark" loading={request.isPending} onClick={ask}>
          {t('account.consent.sendAgain')}
        </SpinnerButton>
      );
      break;
    case 'confirmed':
      text = t('account.consent.confirmed', {
        guardian,
        relation: relationText(consent.relation, t),
        date: consent.confirmedAt ? formatInstantDay(consent.confirmedAt, language) : '',
      });
      action = (
        <button type="button" className="btn btn-outline-danger" onClick={() => setConfirmingWithdrawal(true)}>
          {t('account.consent.withdraw')}
        </button>
      );
      break;
    case 'withdrawn':
    case 'expired':
      text =
        consent.state === 'withdrawn'
          ? t('account.consent.withdrawn', {
              name,
              date: consent.withdrawnAt ? formatInstantDay(consent.withdrawnAt, language) : '',
            })
          : t('account.consent.expired', { email: consent.guardianEmail });
      action = (
        <SpinnerButton type="button" variant="danger" loading={request.isPending} onClick={ask}>
          {t('account.consent.askAgain')}
        </SpinnerButton>
      );
      break;
  }

  return (
    <section className="consent-panel" aria-labelledby="consent-panel-title">
      <div className="consent-panel__head">
        <h2 id="consent-panel-title">{t('account.consent.title')}</h2>
        <ConsentBadge state={consent.state} />
      </div>
      <p className="consent-panel__text">{text}</p>
      <p className="consent-panel__notice">
        {t('account.consent.notice', { date: formatDay(consent.noticeVersion, language) })}
      </p>
      <div className="consent-panel__actions">{action}</div>
      <ConfirmModal
        show={confirmingWithdrawal}
        title={t('account.consent.withdrawTitle', { name })}
        message={t('account.consent.withdrawMessage', { name })}
        confirmLabel={t('account.consent.withdraw')}
        dismissLabel={t('account.consent.keep')}
        busy={withdraw.isPending}
        onConfirm={confirmWithdrawal}
        onCancel={() => setConfirmingWithdrawal(false)}
      />
    </section>
  );
}
