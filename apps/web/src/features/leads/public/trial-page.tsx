import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMobile, type MessageKey } from '@academy/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { academy, telHref } from '../../../config/academy.ts';
import { batchTimeText, weekdaysText } from '../../../lib/batch-format.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import { useOpenClasses } from '../../../lib/open-classes.ts';
import { TrialForm, type Booked } from './trial-form.tsx';
import './trial.css';

const STEPS: readonly { title: MessageKey; text: MessageKey }[] = [
  { title: 'classes.trial.step.call', text: 'classes.trial.step.callText' },
  { title: 'classes.trial.step.come', text: 'classes.trial.step.comeText' },
  { title: 'classes.trial.step.join', text: 'classes.trial.step.joinText' },
];

function Steps() {
  const t = useT();
  return (
    <aside className="trial-steps" aria-labelledby="trial-steps-title">
      <h2 id="trial-steps-title" className="trial-steps__title">
        {t('classes.trial.stepsTitle')}
      </h2>
      <ol className="trial-steps__list">
        {STEPS.map((step) => (
          <li key={step.title}>
            <strong>{t(step.title)}</strong>
            <span>{t(step.text)}</span>
          </li>
        ))}
      </ol>
      <p className="trial-steps__call">
        {t('classes.trial.callUs')} <a href={telHref(academy.phone)}>{academy.phone}</a>
      </p>
    </aside>
  );
}

/** The thank-you that replaces the form: who we will call, and about which batch. */
function Thanks({ booked }: { booked: Booked }) {
  const t = useT();
  const language = useLanguage();
  const publicPath = usePublicPath();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that was just sent is gone: the reader's focus goes to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  const batch = booked.batch;
  return (
    <section className="trial-thanks" role="status" aria-labelledby="trial-thanks-title">
      <span className="trial-thanks__tick" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="30" height="30" focusable="false">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
      </span>
      <h2 id="trial-thanks-title" className="trial-thanks__title" tabIndex={-1} ref={heading}>
        {t('classes.trial.thanks', { name: booked.name })}
      </h2>
      <p className="trial-thanks__text">
        {t('classes.trial.weWillCall', { mobile: formatMobile(booked.mobileNumber) })}
      </p>
      <dl className="trial-thanks__facts">
        <div>
          <dt>{t('classes.trial.batch')}</dt>
          <dd>
            {batch
              ? `${batch.name}, ${weekdaysText(batch.weekdays, t)}, ${batchTimeText(batch, language)}`
              : t('classes.trial.suggest')}
          </dd>
        </div>
        {booked.message && (
          <div>
            <dt>{t('classes.trial.yourMessage')}</dt>
            <dd>{booked.message}</dd>
          </div>
        )}
      </dl>
      <div className="trial-thanks__actions">
        <Link to={publicPath('/classes')} className="btn btn-danger">
          {t('classes.trial.seeClasses')}
        </Link>
        <Link to={publicPath('/home')} className="btn btn-outline-dark">
          {t('classes.trial.backHome')}
        </Link>
      </div>
    </section>
  );
}

/**
 * /trial (and /hi/trial): a free trial class asked for without an account. `?batch=<id>` (the Classes pages' link)
 * preselects the batch. Prerendered: the form is there at first paint, and its batches arrive with the list.
 */
export default function TrialPage() {
  const t = useT();
  const [params] = useSearchParams();
  const batches = useOpenClasses();
  const [booked, setBooked] = useState<Booked | null>(null);

  return (
    <div className="trial-page">
      <PageHeader title={t('public.trial.book')}>{t('classes.trial.lead')}</PageHeader>
      <div className="container trial-body">
        <div className="trial-card">
          {booked ? (
            <Thanks booked={booked} />
          ) : (
            <>
              {batches.isError && (
                <p className="trial-form__notice" role="status">
                  {t('classes.trial.batchesFailed')}
                </p>
              )}
              <TrialForm batches={batches.data?.batches} wantedBatch={params.get('batch')} onBooked={setBooked} />
            </>
          )}
        </div>
        <Steps />
      </div>
    </div>
  );
}
