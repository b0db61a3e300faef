import { useT } from '../../../lib/i18n.ts';
import './connection-notice.css';
import type { FeedStatus } from './live-connection.ts';

/**
 * The screen's own word on its connection: nothing while the stream is open, a bar across the top while it is
 * lost (the score above may be stale), so nobody in the hall takes an old score for the current one.
 */
export function ConnectionNotice({ status }: { status: FeedStatus }) {
  const t = useT();
  if (status !== 'lost') return null;
  return (
    <p className="live-connection" role="alert">
      {t('tournaments.live.lost')}
    </p>
  );
}
