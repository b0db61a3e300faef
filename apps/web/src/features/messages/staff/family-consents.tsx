import { Link } from 'react-router';
import {
  formatMobile,
  OPT_IN_CHANNELS,
  type ChannelConsent,
  type ConsentSource,
  type MessageKey,
  type OptInChannel,
} from '@academy/contract';
import { Badge } from '../../../components/badge.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { formatDay } from '../../../lib/family.ts';
import { formatListDate } from '../../../lib/format.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { useStaffMay } from '../../../lib/staff-account.ts';
import { useFamilyMessageConsents, useSetFamilyMessageConsent } from '../api/message-consents.ts';
import { CHANNEL_LABELS } from '../message-words.ts';
import './family-consents.css';

const SOURCES: Record<ConsentSource, MessageKey> = {
  account: 'admin.messages.source.account',
  desk: 'admin.messages.source.desk',
  reply: 'admin.messages.source.reply',
  link: 'admin.messages.source.link',
  demo: 'admin.messages.source.demo',
};

function consentOf(consents: ChannelConsent[], channel: OptInChannel): ChannelConsent {
  return (
    consents.find((entry) => entry.channel === channel) ?? {
      channel,
      optedIn: false,
      at: null,
      source: null,
      noticeVersion: null,
    }
  );
}

/**
 * A family's WhatsApp and SMS choices on its page for the desk and the owner: each channel's state with when and how
 * it was given, a button to record what the parent says in person, and (for the owner) the family's messages.
 */
export function FamilyConsents({ familyId }: { familyId: string }) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const consents = useFamilyMessageConsents(familyId);
  const set = useSetFamilyMessageConsent(familyId);
  const mayListMessages = useStaffMay('ListMessages');
  const data = consents.data;

  const record = (channel: OptInChannel, optedIn: boolean) =>
    set.mutate(
      { channel, optedIn },
      {
        onSuccess: (reply) => toast.show(reply.message, 'success'),
        onError: (error) => toast.show(error.message, 'danger'),
      },
    );

  return (
    <section className="family-page__section family-consents" aria-labelledby="family-messages">
      <h2 id="family-messages" className="family-page__heading">
        {t('admin.messages.family.title')}
      </h2>
      {data ? (
        <>
          <p className="family-consents__to">{t('admin.messages.family.to', { mobile: formatMobile(data.mobile) })}</p>
          <ul className="family-consents__list">
            {OPT_IN_CHANNELS.map((channel) => {
              const consent = consentOf(data.consents, channel);
              const name = t(CHANNEL_LABELS[channel]);
              const busy = set.isPending && set.variables?.channel === channel;
              return (
                <li key={channel} className="family-consents__item">
                  <p className="family-consents__state">
                    <strong>{name}</strong>{' '}
                    <Badge tone={consent.optedIn ? 'success' : 'neutral'}>
                      {t(
                        consent.optedIn
                          ? 'admin.messages.family.optedIn'
                          : consent.at
                            ? 'admin.messages.family.optedOut'
                            : 'admin.messages.family.notAsked',
                      )}
                    </Badge>
                  </p>
                  {consent.at && (
                    <p className="family-consents__when">
                      {t('admin.messages.family.when', {
                        date: formatListDate(consent.at),
                        how: consent.source ? t(SOURCES[consent.source]) : '',
                        version: consent.noticeVersion ? formatDay(consent.noticeVersion, language) : '—',
                      })}
                    </p>
                  )}
                  <SpinnerButton
                    type="button"
                    variant={consent.optedIn ? 'outline-danger' : 'outline-dark'}
                    className="btn-sm"
                    loading={busy}
                    disabled={set.isPending}
                    onClick={() => record(channel, !consent.optedIn)}
                  >
                    {t(consent.optedIn ? 'admin.messages.family.recordOut' : 'admin.messages.family.recordIn', {
                      channel: name,
                    })}
                  </SpinnerButton>
                </li>
              );
            })}
          </ul>
          <p className="family-consents__notice">
            {t('admin.messages.family.notice', { version: formatDay(data.noticeVersion, language) })}
          </p>
          {mayListMessages && (
            <Link className="btn btn-outline-dark" to={`/admin/messages?family=${encodeURIComponent(familyId)}`}>
              {t('admin.messages.family.messages')}
            </Link>
          )}
        </>
      ) : consents.isError ? (
        <div role="alert">
          <p className="mb-2">{t('admin.messages.family.loadError', { reason: consents.error.message })}</p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void consents.refetch()}>
            {t('admin.common.tryAgain')}
          </button>
        </div>
      ) : (
        <p role="status">{t('admin.common.loading')}</p>
      )}
    </section>
  );
}
