import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CONSENT_LINK_DAYS, CONSENT_TOKEN_PATTERN, type ConsentView } from '@academy/contract';
import { ConsentBadge } from '../../../components/consent-badge.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { academy } from '../../../config/academy.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDay, formatInstantDay, relationText } from '../../../lib/family.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import { useConfirmConsent } from '../api/confirm-consent.ts';
import { useConsent } from '../api/get-consent.ts';
import { useWithdrawConsent } from '../api/withdraw-consent.ts';
import './consent.css';

/**
 * The link's secret, from the address's fragment (#...), which browsers never send to a server. Checked by its
 * shape only, so this public page does not load the form schemas; the server checks it in full.
 */
function tokenOf(hash: string): string | null {
  const token = decodeURIComponent(hash.replace(/^#/, '')).trim();
  return CONSENT_TOKEN_PATTERN.test(token) ? token : null;
}

/** A link that cannot be used (unknown, replaced, expired, mistyped): the reason, and what to do next. */
function LinkProblem({ reason }: { reason: string }) {
  const t = useT();
  return (
    <div className="consent-card consent-card--problem" role="alert">
      <h2 className="consent-card__title">{t('consent.problem.title')}</h2>
      <p>{reason}</p>
      <p className="mb-0">
        {t('consent.problem.next')} <a href={`mailto:${academy.email}`}>{academy.email}</a>
      </p>
    </div>
  );
}

function Details({ consent }: { consent: ConsentView }) {
  const t = useT();
  const language = useLanguage();
  const publicPath = usePublicPath();
  const rows: [label: string, value: ReactNode][] = [
    [t('consent.child'), consent.childName],
    [
      t('consent.for'),
      consent.eventName
        ? t('consent.forEvent', { event: consent.eventName })
        : t('consent.forProfile', { academy: academy.name }),
    ],
    [
      t('consent.guardian'),
      t('consent.guardianValue', { name: consent.guardianName, relation: relationText(consent.relation, t) }),
    ],
    [
      t('consent.notice'),
      <Link key="notice" to={publicPath('/privacy')} target="_blank" rel="noopener">
        {t('consent.noticeVersion', { date: formatDay(consent.noticeVersion, language) })}
      </Link>,
    ],
    [t('consent.state'), <ConsentBadge key="state" state={consent.state} />],
  ];
  return (
    <dl className="consent-details">
      {rows.map(([label, value]) => (
        <div key={label} className="consent-details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ConsentCard({ token, consent }: { token: string; consent: ConsentView }) {
  const t = useT();
  const language = useLanguage();
  const confirm = useConfirmConsent(token);
  const withdraw = useWithdrawConsent(token);
  const [askingWithdrawal, setAskingWithdrawal] = useState(false);
  const child = consent.childName;
  const failure = confirm.error ?? withdraw.error;
  const done = confirm.data?.message ?? withdraw.data?.message;

  return (
    <article className="consent-card" aria-labelledby="consent-title">
      <h2 id="consent-title" className="consent-card__title">
        {t('consent.heading', { child })}
      </h2>
      <Details consent={consent} />

      {done && (
        <div className="alert alert-success consent-card__done" role="status">
          {done}
        </div>
      )}
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure.message}
        </div>
      )}

      {consent.state === 'pending' && (
        <>
          <p>{t('consent.pending.why', { child })}</p>
          <p className="consent-card__small">{t('consent.pending.withdrawLater')}</p>
          <SpinnerButton type="button" loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {t('consent.confirm')}
          </SpinnerButton>
        </>
      )}

      {consent.state === 'confirmed' && (
        <>
          <p>
            {t('consent.confirmed.text', {
              date: consent.confirmedAt ? formatInstantDay(consent.confirmedAt, language) : '',
            })}
          </p>
          {askingWithdrawal ? (
            <div className="consent-withdraw" role="group" aria-labelledby="consent-withdraw-question">
              <p id="consent-withdraw-question" className="consent-withdraw__question">
                {t('consent.withdraw.question', { child })}
              </p>
              <p className="consent-card__small">{t('consent.withdraw.effect', { child })}</p>
              <div className="consent-card__actions">
                <SpinnerButton type="button" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
                  {t('consent.withdraw.confirm')}
                </SpinnerButton>
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  disabled={withdraw.isPending}
                  onClick={() => setAskingWithdrawal(false)}
                >
                  {t('consent.withdraw.keep')}
                </button>
              </div>
            </div>
          ) : (
            <button type="button" className="btn btn-outline-danger" onClick={() => setAskingWithdrawal(true)}>
              {t('consent.withdraw.start')}
            </button>
          )}
        </>
      )}

      {consent.state === 'withdrawn' && (
        <p className="mb-0">
          {t('consent.withdrawn.text', {
            child,
            date: consent.withdrawnAt ? formatInstantDay(consent.withdrawnAt, language) : '',
          })}
        </p>
      )}

      {consent.state === 'expired' && <p className="mb-0">{t('consent.expired.text', { days: CONSENT_LINK_DAYS })}</p>}
    </article>
  );
}

/**
 * /consent#<token> (and /hi/consent): the page the consent email links to. The guardian sees what the consent is
 * for, confirms it, and can withdraw it later from the same link. Not prerendered and not for search engines.
 */
export default function ConsentPage() {
  const t = useT();
  const { hash } = useLocation();
  const token = tokenOf(hash);
  const consent = useConsent(token ?? '', token !== null);

  let body: ReactNode;
  if (token === null) body = <LinkProblem reason={t('form.consentLink.invalid')} />;
  else if (consent.isPending)
    body = (
      <div className="consent-loading" role="status">
        <span className="spinner-border text-danger" aria-hidden="true" />
        <span>{t('consent.loading')}</span>
      </div>
    );
  else if (consent.error)
    body = (
      <LinkProblem
        reason={
          consent.error instanceof ApiError && consent.error.body ? consent.error.message : t('consent.loadFailed')
        }
      />
    );
  else body = <ConsentCard token={token} consent={consent.data.consent} />;

  return (
    <div className="consent-page">
      {/* A page for one guardian's link: search engines leave it out (React places the tag in the head). */}
      <meta name="robots" content="noindex, nofollow" />
      <PageHeader title={t('public.title.consent')}>{t('consent.lead', { academy: academy.name })}</PageHeader>
      <div className="container consent-body">{body}</div>
    </div>
  );
}
