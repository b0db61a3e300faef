import { useT } from '../lib/i18n.ts';
import '../styles/bootstrap/progress.scss';

/** Upload progress bar, so a slow upload does not look stuck; fraction 0..1. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const t = useT();
  const percent = Math.round(fraction * 100);
  return (
    <div
      className="progress my-2"
      role="progressbar"
      aria-label={t('form.kit.uploadProgress')}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="progress-bar bg-danger" style={{ width: `${percent}%` }}>
        {percent}%
      </div>
    </div>
  );
}
