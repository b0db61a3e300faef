import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ACADEMY_NAME, type DisplayReply } from '@academy/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { displayStreamUrl, useDisplay } from '../api/live.ts';
import { CallUp } from './call-up.tsx';
import { ConnectionNotice } from './connection-notice.tsx';
import { useLiveFeed } from './live-connection.ts';
import { Scoreboard } from './scoreboard.tsx';
import './scoreboard.css';

/** A full-screen line on the board's black: the link is revoked or wrong, or the board could not be read. */
function BoardMessage({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div className="scoreboard">
      <div />
      <div className="scoreboard__next" role="alert">
        <p className="scoreboard__next-label">{text}</p>
        {onRetry && (
          <button type="button" className="btn btn-light btn-lg" onClick={onRetry}>
            {t('tournaments.live.tryAgain')}
          </button>
        )}
      </div>
    </div>
  );
}

function LiveDisplay({ token, reply }: { token: string; reply: DisplayReply }) {
  const t = useT();
  const { feed, status } = useLiveFeed(displayStreamUrl(token), reply.board);
  const { display } = reply;
  useEffect(() => {
    document.title = `${feed.board?.name ?? ''} | ${ACADEMY_NAME}`;
  }, [feed.board?.name]);
  if (status === 'revoked') return <BoardMessage text={t('tournaments.live.revoked')} />;
  return (
    <>
      {display.kind === 'callUp' ? (
        <CallUp feed={feed} />
      ) : (
        <Scoreboard feed={feed} tatami={display.tatami ?? 1} mirrored={display.mirrored} />
      )}
      <ConnectionNotice status={status} />
    </>
  );
}

/**
 * /live/display/:token: what a display link opens on a TV, without an account (decision 062): a tatami's
 * scoreboard or the hall's call-up screen, full screen, kept current by the display's stream.
 */
export default function DisplayPage() {
  const { token = '' } = useParams();
  const t = useT();
  const { data, error, refetch } = useDisplay(token);
  if (data) return <LiveDisplay token={token} reply={data} />;
  if (error) {
    return error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400) ? (
      <BoardMessage text={t('tournaments.live.displayMissing')} />
    ) : (
      <BoardMessage text={t('tournaments.live.loadError')} onRetry={() => void refetch()} />
    );
  }
  return (
    <div className="scoreboard" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('tournaments.live.loading')}
      </span>
    </div>
  );
}
