import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type CompetitionRecordReply } from '@academy/contract';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { callApi } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/family.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import './competitions-section.css';

const PLACE_WORDS = {
  1: 'account.competitions.gold',
  2: 'account.competitions.silver',
  3: 'account.competitions.bronze',
} as const;

type Competition = CompetitionRecordReply['competitions'][number];

function Standing({ competition }: { competition: Competition }) {
  const t = useT();
  if (competition.place !== null) {
    const place = competition.place as keyof typeof PLACE_WORDS;
    return <span className={`medal medal--${place}`}>{t(PLACE_WORDS[place])}</span>;
  }
  return (
    <span className="competition__standing">
      {t(competition.finished ? 'account.competitions.competed' : 'account.competitions.entered')}
    </span>
  );
}

/** The certificate of a finished category's entry, made on the click (jsPDF and qrcode load then). */
function CertificateButton({ competition }: { competition: Competition }) {
  const t = useT();
  const toast = useToast();
  const [making, setMaking] = useState(false);
  const download = async () => {
    setMaking(true);
    try {
      const { downloadCompetitionCertificate } = await import('../certificates/competition-certificate-pdf.ts');
      await downloadCompetitionCertificate(competition.entryId);
    } catch (error) {
      console.error('Could not make the certificate', error);
      toast.show(t('account.competitions.certificateFailed'), 'danger');
    } finally {
      setMaking(false);
    }
  };
  return (
    <SpinnerButton
      type="button"
      variant="outline-dark"
      className="btn-sm"
      loading={making}
      onClick={() => void download()}
      aria-label={t('account.competitions.certificateFor', { category: competition.categoryName })}
    >
      {t('account.competitions.certificate')}
    </SpinnerButton>
  );
}

/**
 * A profile's competitions: each tournament category entered, newest first, with the medal won once the results are
 * in, the way to the tournament's page, and the certificate of each category whose places are final. Nothing shows
 * for a profile that never competed.
 */
export default function CompetitionsSection({ fighterId }: { fighterId: string }) {
  const t = useT();
  const language = useLanguage();
  const publicPath = usePublicPath();
  const record = useQuery({
    queryKey: ['competition-record', fighterId],
    queryFn: (): Promise<CompetitionRecordReply> =>
      callApi(ENDPOINTS.GetCompetitionRecord, { params: { id: fighterId } }),
  });
  const competitions = record.data?.competitions ?? [];
  if (competitions.length === 0) return null;
  const medals = competitions.filter((competition) => competition.place !== null).length;
  return (
    <section className="competitions-panel" aria-labelledby="competitions-title">
      <div className="competitions-panel__head">
        <h2 id="competitions-title">{t('account.competitions.title')}</h2>
        <p className="competitions-panel__count">
          {t('account.competitions.count', { categories: competitions.length, medals })}
        </p>
      </div>
      <ul className="competitions">
        {competitions.map((competition, index) => (
          <li key={`${competition.eventId}-${index}`} className="competition">
            <div className="competition__main">
              <a className="competition__event" href={publicPath(`/events/${competition.eventId}`)}>
                {competition.eventName}
              </a>
              <p className="competition__meta">
                <time dateTime={competition.day}>{formatDay(competition.day, language)}</time>
                {' · '}
                {competition.categoryName}
              </p>
            </div>
            <div className="competition__end">
              <Standing competition={competition} />
              {competition.finished && <CertificateButton competition={competition} />}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
