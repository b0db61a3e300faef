import {
  formatMobile,
  OPT_IN_CHANNELS,
  type ChannelConsent,
  type ConsentSource,
  type MessageKey,
  type OptInChannel,
} from '@academy/contract';
import { Link } from 'react-router';
import { useToast } from '../../../components/toast/toast-context.ts';
import { formatDay, formatInstantDay } from '../../../lib/family.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import { useMyMessageConsents, useSetMyMessageConsent } from '../api/message-consents.ts';
import { OPT_IN_LABELS } from '../message-words.ts';
import '../../../styles/bootstrap/forms.scss';
import './message-consents-section.css';

const SOURCES: Record<ConsentSource, MessageKey> = {
  account: 'account.messages.source.account',
  desk: 'account.messages.source.desk',
  reply: 'account.messages.source.reply',
  link: 'account.messages.source.link',
  demo: 'account.messages.source.demo',
};

/** When and how the current choice was given ('since 29 November 2026, on this page'), or that none was. */
function ChoiceLine({ consent }: { consent: ChannelConsent }) {
  const t = useT();
  const language = useLanguage();
  if (!consent.at) return <>{t('account.messages.never')}</>;
  const values = {
    date: formatInstantDay(consent.at, language),
    how: consent.source ? t(SOURCES[consent.source]) : '',
  };
  return <>{t(consent.optedIn ? 'account.messages.onSince' : 'account.messages.offSince', values)}</>;
}

function ConsentSwitch({
  channel,
  consent,
  busy,
  onChange,
}: {
  channel: OptInChannel;
  consent: ChannelConsent;
  busy: boolean;
  onChange: (optedIn: boolean) => void;
}) {
  const t = useT();
  const id = `message-consent-${channel}`;
  return (
    <li className="message-consent">
      <div className="form-check form-switch message-consent__switch">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={consent.optedIn}
          disabled={busy}
          aria-describedby={`${id}-state`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="form-check-label message-consent__label">
          {t(OPT_IN_LABELS[channel])}
        </label>
      </div>
      <p id={`${id}-state`} className="message-consent__state">
        <strong>{t(consent.optedIn ? 'account.messages.on' : 'account.messages.off')}</strong>
        {' · '}
        <ChoiceLine consent={consent} />
      </p>
    </li>
  );
}

/**
 * The family's WhatsApp and SMS choices on their own page (DPDP Act): the notice (what they will get, how to stop,
 * its version), a switch per channel with when and how the current choice was given. Email needs no opt-in.
 */
export function MessageConsentsSection() {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const publicPath = usePublicPath();
  const consents = useMyMessageConsents();
  const set = useSetMyMessageConsent();
  const data = consents.data;

  const change = (channel: OptInChannel, optedIn: boolean) =>
    set.mutate(
      { channel, optedIn },
      {
        onSuccess: (reply) => toast.show(reply.message, 'success'),
        onError: (error) => toast.show(error.message, 'danger'),
      },
    );

  return (
    <section className="message-consents" aria-labelledby="message-consents-title">
      <h2 id="message-consents-title" className="message-consents__title">
        {t('account.messages.title')}
      </h2>
      {data ? (
        <>
          <p className="message-consents__notice">{t('account.messages.notice')}</p>
          <p className="message-consents__notice">{t('account.messages.stop')}</p>
          <p className="message-consents__small">
            {t('account.messages.to', { mobile: formatMobile(data.mobile) })}{' '}
            <Link to={publicPath('/privacy')} target="_blank" rel="noopener">
              {t('account.messages.noticeVersion', { date: formatDay(data.noticeVersion, language) })}
            </Link>
          </p>
          <ul className="message-consents__list">
            {OPT_IN_CHANNELS.map((channel) => {
              const consent = data.consents.find((entry) => entry.channel === channel) ?? {
                channel,
                optedIn: false,
                at: null,
                source: null,
                noticeVersion: null,
              };
              return (
                <ConsentSwitch
                  key={channel}
                  channel={channel}
                  consent={consent}
                  busy={set.isPending}
                  onChange={(optedIn) => change(channel, optedIn)}
                />
              );
            })}
          </ul>
          <p className="message-consents__small">{t('account.messages.email')}</p>
        </>
      ) : consents.isError ? (
        <div role="alert">
          <p className="mb-2">{t('account.messages.loadError', { reason: consents.error.message })}</p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void consents.refetch()}>
            {t('account.messages.tryAgain')}
          </button>
        </div>
      ) : (
        <p role="status">{t('account.messages.loading')}</p>
      )}
    </section>
  );
}
