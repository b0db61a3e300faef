import { useSyncExternalStore } from 'react';
import { useT } from '../../../lib/i18n.ts';
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
 * "2 marks not saved yet": the marks of a batch (or of one session) that failed to reach the server at least once,
 * or every waiting one while the browser is offline. Nothing while all is well.
 */
export function PendingBanner({ batchId, day }: { batchId: string; day?: string }) {
  const t = useT();
  const online = useOnline();
  const unsaved = usePendingMarks(batchId, day).filter((mark) => !online || mark.state === 'retrying');
  if (unsaved.length === 0) return null;
  return (
    <div className="pending-banner" role="status">
      <div>
        <strong>{t('admin.attendance.unsaved', { count: unsaved.length })}</strong>
        <span>{online ? t('admin.attendance.retrying') : t('admin.attendance.offline')}</span>
      </div>
      {online && (
        <button type="button" className="btn btn-sm btn-dark" onClick={() => attendanceQueue().retryNow()}>
          {t('admin.attendance.retryNow')}
        </button>
      )}
    </div>
  );
}
