import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Tournament, TournamentEntry, TournamentReply } from '@academy/contract';
import { Icon } from '../../../components/icon.tsx';
import { Pill } from '../../../components/pill.tsx';
import { SkeletonBlock } from '../../../components/skeleton.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/family.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { useStaffMay } from '../../../lib/staff-account.ts';
import { useEventName } from '../api/event-name.ts';
import { useTournament } from '../api/get-tournament.ts';
import { AddEntriesForm } from './components/add-entries-form.tsx';
import { CategoryList } from './components/category-list.tsx';
import { ClubList } from './components/club-list.tsx';
import { ResultsDownloads } from './components/results-downloads.tsx';
import { SetUpTournament } from './components/set-up-form.tsx';
import TatamisPanel from './tatamis-panel.tsx';
import { TournamentFacts } from './components/tournament-facts.tsx';
import { clubFigures, dayIsOver } from './tournament-figures.ts';
import './tournament-page.css';

type View = 'categories' | 'clubs' | 'tatamis';

/** A tournament's rules, its categories or clubs, and entering a club's athletes. */
function TournamentParts({ tournament, entries }: { tournament: Tournament; entries: TournamentEntry[] }) {
  const t = useT();
  const toast = useToast();
  const mayChangeRules = useStaffMay('SetUpTournament');
  const mayChange = useStaffMay('MoveEntry');
  const mayAdd = useStaffMay('AddEntries');
  const mayReadTatamis = useStaffMay('GetTatamis');
  const [view, setView] = useState<View>('categories');
  const [changingRules, setChangingRules] = useState(false);
  const [adding, setAdding] = useState(false);
  // Once the day is over, the tournament is what it was: no entry is added and the rules stay.
  const over = dayIsOver(tournament.day);
  // The rules may change until the first draw; after it, the categories are what they are.
  const rulesOpen = mayChangeRules && !over && tournament.categories.every((category) => category.drawnAt === null);

  const rulesSaved = (reply: TournamentReply) => {
    setChangingRules(false);
    toast.show(reply.message, 'success');
  };
  const entriesAdded = (reply: TournamentReply) => {
    setAdding(false);
    setView('categories');
    toast.show(reply.message, 'success');
  };

  return (
    <div className="tournament-parts">
      <TournamentFacts
        tournament={tournament}
        entries={entries}
        onChangeRules={rulesOpen && !changingRules ? () => setChangingRules(true) : null}
        closed={over && mayChangeRules ? t('admin.tournaments.rulesClosed') : null}
      />
      {rulesOpen && changingRules && (
        <SetUpTournament
          eventId={tournament.eventId}
          current={tournament}
          entries={entries}
          onSaved={rulesSaved}
          onCancel={() => setChangingRules(false)}
        />
      )}
      {adding && !over ? (
        <AddEntriesForm tournament={tournament} onSaved={entriesAdded} onCancel={() => setAdding(false)} />
      ) : (
        <section className="admin-page__card tournament-lists" aria-label={t('admin.tournaments.lists')}>
          <div className="tournament-lists__head">
            <div className="tournament-lists__views" role="group" aria-label={t('admin.tournaments.view.label')}>
              <Pill
                pressed={view === 'categories'}
                count={tournament.categories.length}
                onClick={() => setView('categories')}
              >
                {t('admin.tournaments.view.categories')}
              </Pill>
              <Pill pressed={view === 'clubs'} count={clubFigures(entries).length} onClick={() => setView('clubs')}>
                {t('admin.tournaments.view.clubs')}
              </Pill>
              {mayReadTatamis && (
                <Pill pressed={view === 'tatamis'} onClick={() => setView('tatamis')}>
                  {t('admin.tournaments.view.tatamis')}
                </Pill>
              )}
            </div>
            {mayAdd && over && <p className="tournament-lists__closed">{t('admin.tournaments.entriesClosed')}</p>}
            {mayAdd && !over && (
              <button
                type="button"
                className="btn btn-danger d-inline-flex align-items-center gap-2"
                onClick={() => setAdding(true)}
              >
                <Icon name="plus" />
                {t('tournaments.add.open')}
              </button>
            )}
          </div>
          {view === 'categories' ? (
            <CategoryList tournament={tournament} entries={entries} mayChange={mayChange} />
          ) : view === 'tatamis' ? (
            <TatamisPanel eventId={tournament.eventId} />
          ) : (
            <ClubList entries={entries} categoryFee={tournament.categoryFee} />
          )}
        </section>
      )}
    </div>
  );
}

/**
 * /admin/events/:id/tournament: the organiser's tournament. An event that is not one yet is set up here (the
 * owner's); once it is, its categories by discipline, moved, merged and split by the owner, and the athletes the
 * owner or the desk enter by club.
 */
export default function TournamentPage() {
  const t = useT();
  const toast = useToast();
  const language = useLanguage();
  const { id = '' } = useParams();
  const query = useTournament(id);
  const maySetUp = useStaffMay('SetUpTournament');
  const mayOpenEvent = useStaffMay('CreateEvent');
  const data = query.data;
  const tournament = data?.tournament ?? null;
  const eventName = useEventName(id, data !== undefined && tournament === null);

  let body;
  if (query.isError && !data) {
    const missing = query.error instanceof ApiError && query.error.httpStatus === 404;
    body = (
      <div className="admin-page__card p-4" role="alert">
        <p className="mb-3">
          {missing ? query.error.message : t('admin.tournaments.loadError', { reason: query.error.message })}
        </p>
        {!missing && (
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void query.refetch()}>
            {t('admin.common.tryAgain')}
          </button>
        )}
      </div>
    );
  } else if (!data) {
    body = (
      <div className="tournament-parts" aria-hidden="true" data-testid="tournament-skeleton">
        <SkeletonBlock className="tournament-skeleton" />
        <SkeletonBlock className="tournament-skeleton tournament-skeleton--tall" />
      </div>
    );
  } else if (tournament) {
    body = <TournamentParts tournament={tournament} entries={data.entries} />;
  } else if (maySetUp && !eventName.data) {
    // The event's day says whether it may still become a tournament.
    body = eventName.isError ? (
      <p className="admin-page__card p-4 mb-0" role="alert">
        {eventName.error.message}
      </p>
    ) : (
      <div className="tournament-parts" aria-hidden="true" data-testid="tournament-skeleton">
        <SkeletonBlock className="tournament-skeleton tournament-skeleton--tall" />
      </div>
    );
  } else if (maySetUp && eventName.data && dayIsOver(eventName.data.day)) {
    body = <p className="admin-page__card p-4 mb-0">{t('admin.tournaments.setUpClosed')}</p>;
  } else if (maySetUp) {
    body = <SetUpTournament eventId={id} current={null} onSaved={(reply) => toast.show(reply.message, 'success')} />;
  } else {
    body = <p className="admin-page__card p-4 mb-0">{t('admin.tournaments.notYet')}</p>;
  }

  const title = tournament?.eventName ?? eventName.data?.name;
  return (
    <section className="admin-tournament" aria-labelledby="admin-tournament-title">
      {/* The owner goes back to the event; the front desk, who only enters athletes, to their desk. */}
      <Link
        to={mayOpenEvent ? `/admin/admin-event-details/${encodeURIComponent(id)}` : '/admin/desk'}
        className="tournament-back-link"
      >
        <Icon name="back" />
        {t(mayOpenEvent ? 'admin.tournaments.back' : 'admin.door.backToDesk')}
      </Link>
      <div className="admin-page__head">
        <div>
          <p className="tournament-kicker">{t('admin.tournaments.title')}</p>
          <h1 id="admin-tournament-title" className="admin-page__title">
            {title ?? t('admin.tournaments.title')}
          </h1>
          {tournament && <p className="admin-page__subtitle">{formatDay(tournament.day, language)}</p>}
        </div>
        {/* The places exist once a category's draw is published. */}
        {tournament?.categories.some((category) => category.publishedAt !== null) && (
          <ResultsDownloads eventId={tournament.eventId} />
        )}
      </div>
      {body}
    </section>
  );
}
