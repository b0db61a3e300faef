import type { ReactNode } from 'react';
import { ADULT_AGE, PRIVACY_NOTICE_VERSION, RETENTION, type MessageKey } from '@academy/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { academy, telHref } from '../../../config/academy.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { formatIstIn } from '../../../lib/plain-format.ts';
import './privacy.css';

const KEPT: readonly MessageKey[] = [
  'privacy.kept.account',
  'privacy.kept.children',
  'privacy.kept.bookings',
  'privacy.kept.attendance',
  'privacy.kept.trials',
  'privacy.kept.security',
  'privacy.kept.emails',
];

const PURPOSES: readonly MessageKey[] = ['privacy.why.classes', 'privacy.why.safety', 'privacy.why.legal'];

const RIGHTS: readonly MessageKey[] = [
  'privacy.rights.see',
  'privacy.rights.correct',
  'privacy.rights.download',
  'privacy.rights.erase',
  'privacy.rights.withdraw',
  'privacy.rights.complain',
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="privacy-section" aria-labelledby={id}>
      <h2 id={id} className="privacy-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /privacy: the privacy notice in plain words for parents. The periods come from RETENTION, which the server's
 * daily retention job deletes by, so the page and the deletions cannot disagree; the version is the one consent
 * records cite.
 */
export default function PrivacyPage() {
  const t = useT();
  const language = useLanguage();
  // Midnight in India of the version's day, so the date is that day in every time zone.
  const version = formatIstIn(`${PRIVACY_NOTICE_VERSION}T00:00:00+05:30`, 'dd MMMM yyyy', language);
  const email = <a href={`mailto:${academy.email}`}>{academy.email}</a>;
  return (
    <div className="privacy-page">
      <PageHeader title={t('public.title.privacy')}>{t('privacy.lead', { name: academy.name })}</PageHeader>
      <div className="container privacy-body">
        <p className="privacy-version">{t('privacy.version', { date: version })}</p>

        <Section id="privacy-who" title={t('privacy.who.title')}>
          <p>{t('privacy.who.text', { name: academy.name })}</p>
          <ul className="privacy-contact">
            <li>
              {t('privacy.who.email')} {email}
            </li>
            <li>
              {t('privacy.who.phone')} <a href={telHref(academy.phone)}>{academy.phone}</a>
            </li>
          </ul>
        </Section>

        <Section id="privacy-kept" title={t('privacy.kept.title')}>
          <ul className="privacy-list">
            {KEPT.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </Section>

        <Section id="privacy-why" title={t('privacy.why.title')}>
          <ul className="privacy-list">
            {PURPOSES.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </Section>

        <Section id="privacy-messages" title={t('privacy.messages.title')}>
          <p>{t('privacy.messages.what')}</p>
          <p>{t('privacy.messages.consent')}</p>
          <p>{t('privacy.messages.trial')}</p>
          <p>{t('privacy.messages.stop')}</p>
          <p>{t('privacy.messages.providers')}</p>
        </Section>

        <Section id="privacy-how-long" title={t('privacy.howLong.title')}>
          <ul className="privacy-list">
            <li>{t('privacy.howLong.account')}</li>
            <li>{t('privacy.howLong.consents')}</li>
            <li>{t('privacy.howLong.trials', { days: RETENTION.trialEnquiryDays })}</li>
            <li>{t('privacy.howLong.resetCodes', { days: RETENTION.resetCodeDaysAfterExpiry })}</li>
            <li>
              {t('privacy.howLong.emails', { days: RETENTION.sentEmailDays, failedDays: RETENTION.failedEmailDays })}
            </li>
            <li>{t('privacy.howLong.security', { days: RETENTION.securityEventDays })}</li>
            <li>{t('privacy.howLong.records', { years: RETENTION.auditRecordYears })}</li>
          </ul>
          <p>{t('privacy.howLong.schedule')}</p>
        </Section>

        <Section id="privacy-children" title={t('privacy.children.title', { age: ADULT_AGE })}>
          <p>{t('privacy.children.law', { age: ADULT_AGE })}</p>
          <p>{t('privacy.children.how', { age: ADULT_AGE })}</p>
          <p>{t('privacy.children.record')}</p>
        </Section>

        <Section id="privacy-rights" title={t('privacy.rights.title')}>
          <ul className="privacy-list">
            {RIGHTS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </Section>

        <Section id="privacy-ask" title={t('privacy.ask.title')}>
          <p>
            {t('privacy.ask.email')} {email}
          </p>
          <p>{t('privacy.ask.profile')}</p>
        </Section>
      </div>
    </div>
  );
}
