import { useSyncExternalStore } from 'react';
import { useT } from '../../../../lib/i18n.ts';
import { attendanceQueue, usePendingMarks } from '../attendance-queue.ts';
import './pending-banner.css';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it has a connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * "Offline — 3 marks waiting" whenever the browser is offline (the instructor sees that taps are kept, even before
 * the first one); online, "2 marks not saved yet" for the marks of a batch (or of one class day) that failed to reach
 * the server at least once, with Retry now. Nothing while all is well.
 */
export function PendingBanner({ batchId, day }: { batchId: string; day?: string }) {
  const t = useT();
  const online = useOnline();
  const pending = usePendingMarks(batchId, day);
  if (!online) {
    return (
      <div className="pending-banner pending-banner--offline" role="status">
        <div>
          <strong>{t('admin.attendance.offlineWaiting', { count: pending.length })}</strong>
          <span>{pending.length ? t('admin.attendance.offline') : t('admin.attendance.offlineReady')}</span>
        </div>
      </div>
    );
  }
  const unsaved = pending.filter((mark) => mark.state === 'retrying');
  if (unsaved.length === 0) return null;
  return (
    <div className="pending-banner" role="status">
      <div>
        <strong>{t('admin.attendance.unsaved', { count: unsaved.length })}</strong>
        <span>{t('admin.attendance.retrying')}</span>
      </div>
      <button type="button" className="btn btn-sm btn-dark" onClick={() => attendanceQueue().retryNow()}>
        {t('admin.attendance.retryNow')}
      </button>
    </div>
  );
}
