import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CategoryReply, Tournament } from '@academy/contract';
import { Badge } from '../../../components/badge.tsx';
import { Icon } from '../../../components/icon.tsx';
import { SkeletonBlock } from '../../../components/skeleton.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { useStaffMay } from '../../../lib/staff-account.ts';
import { useCategory } from '../api/get-category.ts';
import { useTournament } from '../api/get-tournament.ts';
import { athletesById, FORMAT_WORDS, lastRound } from './bout-words.ts';
import { BracketView } from './components/bracket-view.tsx';
import { DrawPanel } from './components/draw-panel.tsx';
import { KataPointsView } from './components/kata-points-view.tsx';
import { NextBouts } from './components/next-bouts.tsx';
import { PlacingsCard } from './components/placings.tsx';
import { PoolView } from './components/pool-view.tsx';
import { categoryState } from './tournament-figures.ts';
import { STATE_TONES, STATE_WORDS } from './tournament-words.ts';
import './tournament-page.css';
import './category-page.css';

/**
 * The sheet and the CSV, and once every place is decided the certificates (one PDF, a page each, numbered by the
 * server as they are first printed): made in the browser on the click (their libraries load then).
 */
function Downloads({ reply, tournament }: { reply: CategoryReply; tournament: Tournament }) {
  const t = useT();
  const toast = useToast();
  const mayCertify = useStaffMay('IssueCategoryCertificates');
  const [making, setMaking] = useState<'sheet' | 'csv' | 'certificates' | null>(null);
  const make = (what: 'sheet' | 'csv' | 'certificates') => async () => {
    setMaking(what);
    try {
      if (what === 'certificates') {
        const { downloadCategoryCertificates } = await import('../certificates/competition-certificate-pdf.ts');
        await downloadCategoryCertificates(reply.category.id, reply.category.name);
      } else if (what === 'sheet') {
        const { downloadCategorySheet } = await import('./category-sheet-pdf.ts');
        await downloadCategorySheet(reply, {
          eventName: tournament.eventName,
          day: tournament.day,
          judges: tournament.profile.kata.judges,
        });
      } else {
        const { downloadCategoryResultsCsv } = await import('./results-csv.ts');
        await downloadCategoryResultsCsv(reply);
      }
    } catch (error) {
      toast.show(t('admin.tournaments.download.failed', { reason: (error as Error).message }), 'danger');
    } finally {
      setMaking(null);
    }
  };
  return (
    <div className="category-page__downloads">
      <button
        type="button"
        className="btn btn-outline-dark btn-sm d-inline-flex align-items-center gap-2"
        disabled={making !== null}
        aria-busy={making === 'sheet'}
        onClick={make('sheet')}
      >
        <Icon name="download" size={16} />
        {t('admin.tournaments.download.sheet')}
      </button>
      <button
        type="button"
        className="btn btn-outline-dark btn-sm d-inline-flex align-items-center gap-2"
        disabled={making !== null}
        aria-busy={making === 'csv'}
        onClick={make('csv')}
      >
        <Icon name="download" size={16} />
        {t('admin.tournaments.download.csv')}
      </button>
      {reply.finished && mayCertify && (
        <button
          type="button"
          className="btn btn-outline-dark btn-sm d-inline-flex align-items-center gap-2"
          disabled={making !== null}
          aria-busy={making === 'certificates'}
          onClick={make('certificates')}
        >
          <Icon name="download" size={16} />
          {t('admin.tournaments.download.certificates')}
        </button>
      )}
    </div>
  );
}

/** A drawn category: the table's result forms, the bracket, pool or kata rounds, and the places. */
function Fought({ reply, tournament }: { reply: CategoryReply; tournament: Tournament | null }) {
  const t = useT();
  const mayRecord = useStaffMay('RecordResult');
  const mayScore = useStaffMay('RecordKataScore');
  const [correcting, setCorrecting] = useState<string | null>(null);
  const { category, bouts, next } = reply;
  const published = category.publishedAt !== null;
  const athletes = athletesById(reply.entries);
  const last = lastRound(bouts);
  const format = category.format;
  const entering = published && mayRecord && format !== 'kataPoints';
  const correct = entering
    ? (boutId: string) => {
        setCorrecting(boutId);
        document.getElementById('next-bouts-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }
    : null;

  return (
    <>
      {!published && (
        <p className="admin-page__card category-page__note">{t('admin.tournaments.result.publishFirst')}</p>
      )}
      {entering && format !== null && (
        <NextBouts
          categoryId={category.id}
          format={format}
          bouts={bouts}
          next={next}
          correcting={correcting}
          onCorrected={() => setCorrecting(null)}
          athletes={athletes}
          last={last}
        />
      )}
      {(format === 'bracket' || format === 'kataFlags') && (
        <BracketView bouts={bouts} next={next} athletes={athletes} last={last} onCorrect={correct} />
      )}
      {format === 'roundRobin' && (
        <PoolView bouts={bouts} standings={reply.standings ?? []} athletes={athletes} onCorrect={correct} />
      )}
      {format === 'kataPoints' && (
        <KataPointsView
          categoryId={category.id}
          rounds={reply.kataRounds ?? []}
          athletes={athletes}
          judges={published && mayScore && tournament ? tournament.profile.kata.judges : null}
        />
      )}
      {reply.placings && <PlacingsCard placings={reply.placings} athletes={athletes} />}
    </>
  );
}

/**
 * /admin/events/:id/tournament/categories/:categoryId: a category's draw (seeds, draw, draw again, publish), then
 * its bracket, pool or kata rounds with the table's result forms, its places, and its sheet and results to download.
 */
export default function CategoryPage() {
  const t = useT();
  const { id = '', categoryId = '' } = useParams();
  const query = useCategory(categoryId);
  const tournament = useTournament(id).data?.tournament ?? null;
  const reply = query.data;

  let body;
  if (query.isError && !reply) {
    const missing = query.error instanceof ApiError && query.error.httpStatus === 404;
    body = (
      <div className="admin-page__card p-4" role="alert">
        <p className="mb-3">
          {missing ? query.error.message : t('admin.tournaments.categoryLoadError', { reason: query.error.message })}
        </p>
        {!missing && (
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void query.refetch()}>
            {t('admin.common.tryAgain')}
          </button>
        )}
      </div>
    );
  } else if (!reply) {
    body = (
      <div className="tournament-parts" aria-hidden="true" data-testid="category-skeleton">
        <SkeletonBlock className="tournament-skeleton" />
        <SkeletonBlock className="tournament-skeleton tournament-skeleton--tall" />
      </div>
    );
  } else {
    body = (
      <div className="tournament-parts">
        {reply.category.publishedAt === null && (
          <DrawPanel key={reply.category.drawnAt ?? 'new'} reply={reply} tournament={tournament} />
        )}
        {reply.category.drawnAt !== null && <Fought reply={reply} tournament={tournament} />}
      </div>
    );
  }

  const category = reply?.category;
  const state = category ? categoryState(category) : null;
  return (
    <section className="admin-tournament category-page" aria-labelledby="category-page-title">
      <Link to={`/admin/events/${encodeURIComponent(id)}/tournament`} className="tournament-back-link">
        <Icon name="back" />
        {t('admin.tournaments.backToTournament')}
      </Link>
      <div className="admin-page__head category-page__head">
        <div>
          <p className="tournament-kicker">{tournament?.eventName ?? t('admin.tournaments.title')}</p>
          <h1 id="category-page-title" className="admin-page__title">
            {category?.name ?? t('admin.tournaments.column.category')}
          </h1>
          {category && state && (
            <p className="category-page__facts">
              <Badge tone={STATE_TONES[state]}>{t(STATE_WORDS[state])}</Badge>
              {category.format && <span>{t(FORMAT_WORDS[category.format])}</span>}
              <span>{t('admin.tournaments.athletes', { count: category.entries })}</span>
              {/* Before publishing, the draw's card says it in full. */}
              {category.publishedAt !== null && reply.seedValue !== null && (
                <span>{t('admin.tournaments.sheet.drawNumber', { number: reply.seedValue })}</span>
              )}
            </p>
          )}
        </div>
        {reply && tournament && reply.category.drawnAt !== null && <Downloads reply={reply} tournament={tournament} />}
      </div>
      {body}
    </section>
  );
}
