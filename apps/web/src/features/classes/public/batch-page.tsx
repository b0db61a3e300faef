import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ACADEMY_NAME, BATCH_JOIN_PARAM, PROGRAM_LABELS } from '@academy/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { SkeletonBlock, SkeletonLine } from '../../../components/skeleton.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatClassDay } from '../../../lib/batch-format.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import { useBatch } from '../api/get-class.ts';
import { BatchDates, BatchFacts, SeatsLeft } from './components/batch-facts.tsx';
import { JoinButton } from './components/join-button.tsx';
import { useJoinFlow } from './components/join-flow.tsx';
import './classes.css';

/**
 * /classes/:id: one batch's own address, to share: its details, the days it does not meet, and Join. The server
 * writes its title and Open Graph tags into the HTML for link previews (decision 024); here the browser's title
 * follows. Coming back from the login with ?join=1 opens the join dialog.
 */
export default function BatchPage() {
  const { id = '' } = useParams();
  const t = useT();
  const language = useLanguage();
  const publicPath = usePublicPath();
  const [search, setSearch] = useSearchParams();
  const { data, error, isPending, refetch, isRefetching } = useBatch(id);
  const { join, dialog, fighter, family } = useJoinFlow();
  const batch = data?.batch;
  const joinAsked = search.has(BATCH_JOIN_PARAM);

  useEffect(() => {
    if (batch) document.title = `${batch.name} | ${ACADEMY_NAME}`;
  }, [batch]);

  useEffect(() => {
    if (!joinAsked || !batch) return;
    void setSearch({}, { replace: true });
    if (fighter && batch.status === 'open') join(batch);
  }, [joinAsked, batch, fighter, join, setSearch]);

  const trail = [{ to: '/classes', label: t('classes.heading') }];

  if (error) {
    const gone = error instanceof ApiError && error.httpStatus === 404;
    return (
      <div className="classes-page">
        <PageHeader title={t('classes.heading')}>{t('classes.lead')}</PageHeader>
        <div className="container classes-section">
          <div className="classes-message" role="alert">
            <p className="classes-message__title">{t(gone ? 'classes.batch.notFound' : 'classes.batch.loadError')}</p>
            {gone ? (
              <Link to={publicPath('/classes')} className="btn btn-danger">
                {t('classes.batch.seeOpen')}
              </Link>
            ) : (
              <SpinnerButton
                type="button"
                variant="outline-danger"
                loading={isRefetching}
                onClick={() => void refetch()}
              >
                {t('classes.tryAgain')}
              </SpinnerButton>
            )}
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="classes-page">
      <PageHeader title={batch?.name ?? t('classes.heading')} trail={batch ? trail : []}>
        {batch ? (
          <>
            {t(PROGRAM_LABELS[batch.program])}
            {batch.level && ` · ${batch.level}`}
          </>
        ) : (
          t('classes.batch.loading')
        )}
      </PageHeader>

      <div className="container classes-section batch-page">
        {isPending || !batch ? (
          <div className="batch-sheet" aria-hidden="true" data-testid="batch-skeleton">
            <SkeletonLine className="w-75" />
            <SkeletonLine className="w-50" />
            <SkeletonLine className="w-75" />
            <SkeletonBlock className="classes-skeleton__button" />
          </div>
        ) : (
          <div className="batch-layout">
            <section className="batch-sheet" aria-labelledby="batch-details-title">
              <h2 id="batch-details-title" className="batch-sheet__title">
                {t('classes.batch.details')}
              </h2>
              <BatchFacts batch={batch} className="batch-facts batch-facts--wide" />
              <BatchDates batch={batch} className="batch-dates" />
              {batch.status === 'paused' ? (
                <p className="batch-paused" role="note">
                  {t('classes.batch.paused')}
                </p>
              ) : (
                <>
                  <SeatsLeft batch={batch} className="batch-seats" />
                  <div className="batch-card__actions">
                    <JoinButton batch={batch} onJoin={join} family={family} />
                    <Link
                      to={publicPath(`/trial?batch=${encodeURIComponent(batch.id)}`)}
                      className="btn btn-outline-dark"
                    >
                      {t('public.trial.book')}
                    </Link>
                  </div>
                </>
              )}
            </section>
            {batch.closedDays.length > 0 && (
              <section className="batch-closed" aria-labelledby="batch-closed-title">
                <h2 id="batch-closed-title" className="batch-sheet__title">
                  {t('classes.batch.closedDays')}
                </h2>
                <ul>
                  {batch.closedDays.map((closed) => (
                    <li key={closed.day}>
                      {t('classes.batch.noClassOn', {
                        day: formatClassDay(closed.day, t, language),
                        reason: closed.reason,
                      })}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </div>
      {dialog}
    </div>
  );
}
