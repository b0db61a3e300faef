import { rankWords } from '@academy/contract';
import { useState } from 'react';
import type { Promotion } from '@academy/contract';
import { Belt } from '../../../components/belt.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { formatDay } from '../../../lib/family.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { useFighterRanks } from '../../../lib/fighter-ranks.ts';
import './ranks-section.css';

/**
 * The certificate's number in its line, kept whole: its hyphens would otherwise let it break across lines on a phone,
 * and a number is read and typed as one.
 */
function CertificateNumber({ number }: { number: string }) {
  const t = useT();
  const [before = '', after = ''] = t('account.ranks.certificateNumber', { number: '\u0000' }).split('\u0000');
  return (
    <p className="rank-step__meta">
      {before}
      <span className="rank-step__number">{number}</span>
      {after}
    </p>
  );
}

/** One promotion: the belt, when, how (a grading or the academy's own record), who examined, its certificate. */
function PromotionItem({ promotion }: { promotion: Promotion }) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const { downloadCertificate } = await import('./certificate-pdf.ts');
      await downloadCertificate(promotion.id);
    } catch (error) {
      console.error('Could not make the certificate', error);
      toast.show(t('account.ranks.downloadFailed'), 'danger');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <li className="rank-step">
      <div className="rank-step__main">
        <Belt rank={promotion.rank} className="rank-step__belt" />
        <p className="rank-step__when">
          <time dateTime={promotion.day}>{formatDay(promotion.day, language)}</time>
          {' · '}
          {promotion.gradingName ?? t('account.ranks.byAcademy')}
        </p>
        {promotion.examiners.length > 0 && (
          <p className="rank-step__meta">{t('account.ranks.examiners', { names: promotion.examiners.join(', ') })}</p>
        )}
        <CertificateNumber number={promotion.certificateNumber} />
      </div>
      <SpinnerButton
        type="button"
        variant="outline-dark"
        className="btn-sm rank-step__download"
        loading={downloading}
        onClick={() => void download()}
        aria-label={t('account.ranks.downloadFor', { rank: rankWords(t, promotion.rank) })}
      >
        {t('account.ranks.download')}
      </SpinnerButton>
    </li>
  );
}

/**
 * The chosen profile's belt: the rank the academy records now, drawn large, since when, and every promotion newest
 * first, each with its certificate to download. A profile without a rank is told how the first belt comes.
 */
export function RanksSection({ fighterId }: { fighterId: string }) {
  const t = useT();
  const language = useLanguage();
  const ranks = useFighterRanks(fighterId);

  let body;
  if (ranks.isPending) {
    body = (
      <p className="ranks-panel__status" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" /> {t('account.ranks.loading')}
      </p>
    );
  } else if (ranks.isError) {
    body = (
      <p className="ranks-panel__status" role="alert">
        {t('account.ranks.loadFailed')}
      </p>
    );
  } else {
    const { rank, since, promotions } = ranks.data;
    body = (
      <>
        {rank ? (
          <div className="ranks-current">
            <p className="ranks-current__label">{t('account.ranks.current')}</p>
            <Belt rank={rank} size="lg" />
            <p className="ranks-current__since">
              {since
                ? t('account.ranks.since', { date: formatDay(since, language) })
                : t('account.ranks.beforeHistory')}
            </p>
          </div>
        ) : (
          <p className="ranks-panel__empty">{t('account.ranks.none')}</p>
        )}
        {promotions.length > 0 && (
          <>
            <h3 className="ranks-panel__subtitle">{t('account.ranks.history')}</h3>
            <ol className="rank-steps">
              {promotions.map((promotion) => (
                <PromotionItem key={promotion.id} promotion={promotion} />
              ))}
            </ol>
          </>
        )}
      </>
    );
  }

  return (
    <section className="ranks-panel" aria-labelledby="ranks-panel-title">
      <div className="ranks-panel__head">
        <h2 id="ranks-panel-title">{t('account.ranks.title')}</h2>
      </div>
      {body}
    </section>
  );
}
