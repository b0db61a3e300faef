import { memo } from 'react';
import { Link } from 'react-router';
import { batchPagePath, PROGRAM_LABELS, type Batch, type FamilyEnrolmentsReply } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';
import { usePublicPath } from '../../../../lib/language-paths.ts';
import { BatchDates, BatchFacts, SeatsLeft } from './batch-facts.tsx';
import { JoinButton } from './join-button.tsx';

interface Props {
  batch: Batch;
  onJoin: (batch: Batch) => void;
  family?: FamilyEnrolmentsReply | undefined;
}

/** An open batch on the Classes page: what, when, where, for whom and for how much, with Join and its own page. */
export const BatchCard = memo(function BatchCard({ batch, onJoin, family }: Props) {
  const t = useT();
  const publicPath = usePublicPath();
  const headingId = `batch-${batch.id}-name`;
  return (
    <article className="batch-card" aria-labelledby={headingId}>
      <header className="batch-card__head">
        <p className="batch-card__program">{t(PROGRAM_LABELS[batch.program])}</p>
        <h3 id={headingId} className="batch-card__title">
          <Link to={publicPath(batchPagePath(batch.id))}>{batch.name}</Link>
        </h3>
        {batch.level && <p className="batch-card__level">{batch.level}</p>}
      </header>
      <BatchFacts batch={batch} className="batch-facts" />
      <BatchDates batch={batch} className="batch-dates" />
      <SeatsLeft batch={batch} className="batch-seats" />
      <div className="batch-card__actions">
        <JoinButton batch={batch} onJoin={onJoin} family={family} />
        <Link
          to={publicPath(batchPagePath(batch.id))}
          className="btn btn-outline-dark"
          aria-label={t('classes.card.detailsAria', { name: batch.name })}
        >
          {t('classes.card.details')}
        </Link>
      </div>
    </article>
  );
});
