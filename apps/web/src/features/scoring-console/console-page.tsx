import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoutEvent, ConsoleReply, LiveBout, TatamiLease } from '@academy/contract';
import { ApiError } from '../../lib/api-client.ts';
import { useStaffRole } from '../../lib/staff-account.ts';
import { formatIstIn } from '../../lib/plain-format.ts';
import { useLanguage, useT } from '../../lib/i18n.ts';
import { appendBoutEvents, claimTatami, consoleQueryKey, getConsole } from './api.ts';
import { ConsoleOutbox, consoleIdOf, type Storage } from './bout-outbox.ts';
import { ConsoleBoard, type Tap } from './console-board.tsx';
import './scoring-console.css';

/** What the console keeps of its tatami to score offline: the bout it scores and the board it came from. */
interface Kept {
  bout: LiveBout;
  profile: ConsoleReply['board']['profile'];
  finished: string[];
}

const keptKey = (eventId: string, tatami: number) => `scoringConsole:bout:${eventId}:${tatami}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readKept(eventId: string, tatami: number): Kept | null {
  try {
    return JSON.parse(storage()?.getItem(keptKey(eventId, tatami)) ?? 'null') as Kept | null;
  } catch {
    return null;
  }
}

function writeKept(eventId: string, tatami: number, kept: Kept | null) {
  try {
    if (kept) storage()?.setItem(keptKey(eventId, tatami), JSON.stringify(kept));
    else storage()?.removeItem(keptKey(eventId, tatami));
  } catch {
    // Not kept: the console still scores while the page is open.
  }
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** The bout to score: the one the console was scoring, else the tatami's bout now (one not just finished here). */
function boutToScore(reply: ConsoleReply | undefined, kept: Kept | null, tatami: number): LiveBout | null {
  if (kept && !kept.finished.includes(`${kept.bout.categoryId}/${kept.bout.boutId}`)) return kept.bout;
  const board = reply?.board.tatamis.find((each) => each.number === tatami);
  const finished = new Set(kept?.finished ?? []);
  return [board?.now, board?.onDeck].find((bout) => bout && !finished.has(`${bout.categoryId}/${bout.boutId}`)) ?? null;
}

function SyncBanner({
  outbox,
  online,
  lease,
  consoleId,
  onTake,
  taking,
}: {
  outbox: ConsoleOutbox;
  online: boolean;
  lease: TatamiLease | null;
  consoleId: string;
  onTake: () => void;
  taking: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  useSyncExternalStore(outbox.subscribe, outbox.getVersion);
  const count = outbox.unsentCount();
  const state = outbox.state();
  const elsewhere = lease && lease.consoleId !== consoleId ? lease : null;
  if (elsewhere) {
    return (
      <div className="console-banner console-banner--held" role="alert">
        <p>
          {t('admin.console.heldElsewhere', {
            holder: elsewhere.holder,
            time: formatIstIn(elsewhere.since, 'hh:mm a', language),
          })}{' '}
          {count > 0 && t('admin.console.keptHere', { count })}
        </p>
        <button type="button" className="console-btn console-btn--take" disabled={taking || !online} onClick={onTake}>
          {t('admin.console.take')}
        </button>
      </div>
    );
  }
  if (!online) {
    return (
      <div className="console-banner console-banner--offline" role="status">
        {t('admin.console.offline', { count })}
      </div>
    );
  }
  if (state === 'held') {
    return (
      <div className="console-banner console-banner--held" role="alert">
        <p>{t('admin.console.refused', { count, message: outbox.heldBy()?.message ?? '' })}</p>
        <button type="button" className="console-btn console-btn--small" onClick={() => outbox.resume()}>
          {t('admin.common.tryAgain')}
        </button>
      </div>
    );
  }
  if (count > 0) {
    return (
      <div className="console-banner console-banner--waiting" role="status">
        {t('admin.console.sending', { count })}
      </div>
    );
  }
  return (
    <div className="console-banner console-banner--sent" role="status">
      {t('admin.console.allSent')}
    </div>
  );
}

/** /admin/events/:id/console/:tatami: a tatami's scoring console for the table official (decision 061). */
export default function ConsolePage() {
  const t = useT();
  const { id: eventId = '', tatami: tatamiParam = '' } = useParams();
  const tatami = Number(tatamiParam);
  const queryClient = useQueryClient();
  const online = useOnline();
  const consoleId = useMemo(() => consoleIdOf(storage()), []);
  const [kept, setKept] = useState<Kept | null>(() => readKept(eventId, tatami));
  const [lease, setLease] = useState<TatamiLease | null>(null);
  const role = useStaffRole();
  const [taking, setTaking] = useState(false);

  const outbox = useMemo(
    () =>
      new ConsoleOutbox(eventId, {
        storage: storage(),
        send: ({ categoryId, boutId, events }) => appendBoutEvents(categoryId, { boutId, events, consoleId }),
      }),
    [eventId, consoleId],
  );
  useEffect(() => () => outbox.dispose(), [outbox]);
  useSyncExternalStore(outbox.subscribe, outbox.getVersion);

  const query = useQuery({
    queryKey: consoleQueryKey(eventId, tatami),
    queryFn: ({ signal }) => getConsole(eventId, tatami, signal),
    staleTime: 0,
    retry: 1,
  });
  const reply = query.data;

  // The lease as the server last said; a refusal of the taps (409) asks again, to tell who holds the tatami now.
  useEffect(() => {
    if (reply) setLease(reply.lease);
  }, [reply]);
  useEffect(() => {
    if (outbox.state() === 'held' && outbox.heldBy()?.httpStatus === 409) void query.refetch();
    // Only when sending stops on a refusal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outbox.state() === 'held']);

  // A table official's console claims its free tatami on opening; held by another console, the banner says so and
  // offers to take it. The owner or the desk only looking at a tatami leaves it free: their first tap claims it.
  useEffect(() => {
    if (!online || !Number.isInteger(tatami) || role !== 'tableOfficial') return;
    claimTatami(eventId, { tatami, consoleId })
      .then((claimed) => setLease(claimed.lease))
      .catch(() => void query.refetch());
    // Once per page and tatami.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId, tatami, consoleId, online, role]);

  // The network is back: what is unsent goes now rather than at the next retry.
  useEffect(() => {
    if (online) outbox.resume();
  }, [online, outbox]);

  const bout = boutToScore(reply, kept, tatami);
  const profile = reply?.board.profile ?? kept?.profile ?? null;

  // The bout being scored is kept on the device, with the server's log merged into the device's.
  useEffect(() => {
    if (!bout || !profile) return;
    if (kept?.bout.categoryId !== bout.categoryId || kept.bout.boutId !== bout.boutId) {
      const next = { bout, profile, finished: kept?.finished ?? [] };
      writeKept(eventId, tatami, next);
      setKept(next);
    }
    const fromServer = reply?.board.tatamis
      .flatMap((each) => [each.now, each.onDeck])
      .find((each) => each?.categoryId === bout.categoryId && each.boutId === bout.boutId);
    if (fromServer && fromServer.events.length > 0)
      outbox.merge(
        { categoryId: bout.categoryId, boutId: bout.boutId },
        fromServer.events.map((stored) => stored.event),
      );
  }, [bout, profile, kept, reply, eventId, tatami, outbox]);

  const onTap = useCallback(
    (tap: Tap) => {
      if (!bout) return;
      const event = { ...tap, id: crypto.randomUUID(), at: Date.now() } as BoutEvent;
      outbox.tap({ categoryId: bout.categoryId, boutId: bout.boutId }, event);
    },
    [bout, outbox],
  );

  const onNext = () => {
    if (!bout) return;
    const next = {
      bout,
      profile: profile!,
      finished: [...(kept?.finished ?? []), `${bout.categoryId}/${bout.boutId}`].slice(-50),
    };
    writeKept(eventId, tatami, next);
    setKept(next);
    void queryClient.invalidateQueries({ queryKey: consoleQueryKey(eventId, tatami) });
  };

  const onTake = () => {
    setTaking(true);
    claimTatami(eventId, { tatami, consoleId, take: true })
      .then((claimed) => {
        setLease(claimed.lease);
        outbox.resume();
      })
      .catch(() => void query.refetch())
      .finally(() => setTaking(false));
  };

  // The bout after this one, for the caller at the table.
  const board = reply?.board.tatamis.find((each) => each.number === tatami);
  const onDeck = [board?.now, board?.onDeck].find(
    (each) => each && bout && (each.categoryId !== bout.categoryId || each.boutId !== bout.boutId),
  );
  const header = (
    <header className="console-head">
      <h1 className="console-head__title">{t('admin.console.title', { tatami })}</h1>
      {bout && (
        <p className="console-head__bout">
          {bout.categoryName} ·{' '}
          {bout.discipline === 'kata'
            ? t('admin.console.kataRound', { round: bout.round })
            : t('admin.console.round', { round: bout.round, bout: bout.boutId })}
        </p>
      )}
      {onDeck && (
        <p className="console-head__bout">
          {t('admin.console.onDeck', {
            who: [onDeck.aka?.name, onDeck.ao?.name].filter(Boolean).join(' v '),
          })}
        </p>
      )}
    </header>
  );

  const banner = (
    <SyncBanner outbox={outbox} online={online} lease={lease} consoleId={consoleId} onTake={onTake} taking={taking} />
  );

  if (!bout || !profile) {
    if (query.isPending && online)
      return (
        <div className="console-page">
          {header}
          <p className="console-empty">{t('admin.console.loading')}</p>
        </div>
      );
    if (query.isError && !(query.error instanceof ApiError && query.error.httpStatus === 404))
      return (
        <div className="console-page">
          {header}
          {banner}
          <div className="console-empty" role="alert">
            <p>{t('admin.console.loadError')}</p>
            <button type="button" className="console-btn console-btn--small" onClick={() => void query.refetch()}>
              {t('admin.common.tryAgain')}
            </button>
          </div>
        </div>
      );
    return (
      <div className="console-page">
        {header}
        {banner}
        <p className="console-empty">
          {query.isError ? t('admin.console.noTatami', { tatami }) : t('admin.console.nothingReady')}
        </p>
      </div>
    );
  }

  if (bout.discipline === 'kata' || !bout.settings) {
    return (
      <div className="console-page">
        {header}
        {banner}
        <div className="console-kata">
          <p>{t('admin.console.kata', { athlete: bout.aka?.name ?? '' })}</p>
          <Link
            className="console-btn console-btn--next"
            to={`/admin/events/${eventId}/tournament/categories/${bout.categoryId}`}
          >
            {t('admin.console.kataForm')}
          </Link>
          <button type="button" className="console-btn console-btn--small" onClick={onNext}>
            {t('admin.console.nextBout')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="console-page">
      {header}
      {banner}
      <ConsoleBoard
        key={`${bout.categoryId}/${bout.boutId}`}
        profile={profile}
        settings={bout.settings}
        aka={bout.aka}
        ao={bout.ao}
        events={outbox.events({ categoryId: bout.categoryId, boutId: bout.boutId })}
        onTap={onTap}
        onNext={onNext}
      />
    </div>
  );
}
