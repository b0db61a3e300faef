import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { Icon } from '../icon.tsx';
import './qr-scanner.css';

/** Let in (good), look again (warn: a second scan, a fee to collect), or not let in (bad). */
export type ScanTone = 'good' | 'warn' | 'bad';

export interface ScanOutcome {
  tone: ScanTone;
  message: string;
  detail?: string | undefined;
  /** Tells two equal results apart, so the second is announced and flashes too. */
  seq: number;
}

const TONE_ICONS = { good: 'check', warn: 'clock', bad: 'cross' } as const;

/** The latest scan's answer, and `show` to give a new one (a phone buzzes once for good, three times for warn). */
export function useScanResult() {
  const [result, setResult] = useState<ScanOutcome | null>(null);
  const seq = useRef(0);
  const show = useCallback((tone: ScanTone, message: string, detail?: string) => {
    seq.current += 1;
    setResult({ tone, message, detail, seq: seq.current });
    if (tone !== 'bad') navigator.vibrate?.(tone === 'good' ? 80 : [60, 60, 60]);
  }, []);
  return { result, show };
}

interface Props {
  result: ScanOutcome | null;
  busy: boolean;
  /** What to do, shown before the first scan. */
  idle: ReactNode;
}

/** The big coloured answer of a check-in, readable at arm's length and announced to a screen reader. */
export function ScanResult({ result, busy, idle }: Props) {
  const t = useT();
  return (
    <div className="check-in-result-slot">
      {busy ? (
        <div className="check-in-result check-in-result--busy" role="status">
          <span className="spinner-border" aria-hidden="true" />
          <span>{t('admin.checkIn.checking')}</span>
        </div>
      ) : result ? (
        <div key={result.seq} className={`check-in-result check-in-result--${result.tone}`} role="status">
          <Icon name={TONE_ICONS[result.tone]} size={40} />
          <div>
            <p className="check-in-result__message">{result.message}</p>
            {result.detail && <p className="check-in-result__detail">{result.detail}</p>}
          </div>
        </div>
      ) : (
        <p className="check-in-result check-in-result--idle">{idle}</p>
      )}
    </div>
  );
}
