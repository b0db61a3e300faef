import { useState } from 'react';
import {
  DEFAULT_LANGUAGE,
  formatMobile,
  isLanguage,
  LANGUAGES,
  LEAD_STATE_LABELS,
  mobileTelHref,
  type Lead,
  type LeadState,
} from '@academy/contract';
import { Badge, type BadgeTone } from '../../../../components/badge.tsx';
import { formatAdminDateTime } from '../../../../lib/format.ts';
import { useLanguage, useT } from '../../../../lib/i18n.ts';
import { relativeTime, useWordsIn, whatsAppHref } from '../lead-contact.ts';
import { trialDayLabel } from '../trial-days.ts';
import { PhoneIcon, WhatsAppIcon } from './icons.tsx';
import { LeadUpdateForm } from './lead-update-form.tsx';

/** The funnel from red (waiting for a call) to green (joined); lost is grey. */
const STATE_TONES: Record<LeadState, BadgeTone> = {
  new: 'danger',
  contacted: 'warning',
  trialBooked: 'info',
  attended: 'accent',
  joined: 'success',
  lost: 'neutral',
};

interface Props {
  lead: Lead;
  /** The moment the list was drawn, for "3 hours ago". */
  now: number;
  onConvert: (lead: Lead) => void;
}

/**
 * One enquiry: who asked, for whom and which batch, when; a tap to call or to WhatsApp them (the first message
 * written in the language they asked in); the state with the admin's note, and Convert once they want to join.
 */
export function LeadCard({ lead, now, onConvert }: Props) {
  const t = useT();
  const language = useLanguage();
  const leadLanguage = isLanguage(lead.language) ? lead.language : DEFAULT_LANGUAGE;
  const sayInLeadLanguage = useWordsIn(leadLanguage);
  const [editing, setEditing] = useState(false);
  const nameId = `lead-${lead.id}-name`;
  const joined = lead.state === 'joined';

  return (
    <li className={`lead-card lead-card--${lead.state}`}>
      <article aria-labelledby={nameId}>
        <header className="lead-card__head">
          <div className="lead-card__who">
            <h2 id={nameId} className="lead-card__name">
              {lead.name}
            </h2>
            <p className="lead-card__when">
              <time dateTime={lead.createdAt}>{relativeTime(lead.createdAt, now, language)}</time>{' '}
              <span className="text-nowrap">
                {t('admin.common.ist', { when: formatAdminDateTime(lead.createdAt) })}
              </span>
              {leadLanguage !== DEFAULT_LANGUAGE && (
                <span className="lead-card__language">
                  {t('admin.leads.askedIn', { language: LANGUAGES[leadLanguage].name })}
                </span>
              )}
              {lead.accountId && !joined && (
                <span className="lead-card__language lead-card__account" title={t('admin.leads.signedUpHint')}>
                  {t('admin.leads.signedUp')}
                </span>
              )}
            </p>
          </div>
          <Badge tone={STATE_TONES[lead.state]}>{t(LEAD_STATE_LABELS[lead.state])}</Badge>
        </header>

        <dl className="lead-card__facts">
          <div>
            <dt>{t('admin.leads.fact.age')}</dt>
            <dd>{t('admin.leads.years', { age: lead.studentAge })}</dd>
          </div>
          <div>
            <dt>{t('admin.leads.fact.batch')}</dt>
            <dd>{lead.batchName ?? <span className="lead-card__muted">{t('admin.leads.suggest')}</span>}</dd>
          </div>
          <div>
            <dt>{t('admin.leads.fact.mobile')}</dt>
            <dd className="text-nowrap">{formatMobile(lead.mobileNumber)}</dd>
          </div>
          {lead.trialOn && (
            <div>
              <dt>{t('admin.leads.fact.trial')}</dt>
              <dd>
                {t('admin.leads.trialAt', {
                  day: trialDayLabel(lead.trialOn, t, language),
                  batch: lead.batchName ?? '',
                })}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('admin.leads.fact.messages')}</dt>
            <dd>
              {lead.messagesOptIn ? (
                t('admin.leads.messagesOn')
              ) : (
                <span className="lead-card__muted">{t('admin.leads.messagesOff')}</span>
              )}
            </dd>
          </div>
        </dl>

        {lead.message && (
          <blockquote className="lead-card__message">
            <span className="visually-hidden">{t('admin.leads.message')}: </span>
            {lead.message}
          </blockquote>
        )}
        {lead.note && !editing && (
          <p className="lead-card__note">
            <strong>{t('admin.leads.note')}:</strong> {lead.note}
          </p>
        )}

        {editing ? (
          <LeadUpdateForm lead={lead} onDone={() => setEditing(false)} />
        ) : (
          <div className="lead-card__actions">
            <a
              href={mobileTelHref(lead.mobileNumber)}
              className="btn btn-dark btn-sm lead-card__action"
              aria-label={t('admin.leads.callAria', { name: lead.name, mobile: formatMobile(lead.mobileNumber) })}
            >
              <PhoneIcon />
              {t('admin.leads.call')}
            </a>
            {sayInLeadLanguage && (
              <a
                href={whatsAppHref(lead, sayInLeadLanguage)}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-sm lead-card__action lead-card__whatsapp"
                aria-label={t('admin.leads.whatsAppAria', { name: lead.name })}
              >
                <WhatsAppIcon />
                {t('admin.leads.whatsApp')}
              </a>
            )}
            {!joined && (
              <>
                <button
                  type="button"
                  className="btn btn-outline-dark btn-sm lead-card__action"
                  aria-label={t('admin.leads.updateAria', { name: lead.name })}
                  onClick={() => setEditing(true)}
                >
                  {t('admin.leads.update')}
                </button>
                <button
                  type="button"
                  className="btn btn-danger btn-sm lead-card__action"
                  aria-label={t('admin.leads.convertAria', { name: lead.name })}
                  onClick={() => onConvert(lead)}
                >
                  {t('admin.leads.convert')}
                </button>
              </>
            )}
          </div>
        )}
      </article>
    </li>
  );
}
