import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { checkinCodeOf } from '@academy/contract';
import { SpinnerButton } from '../../components/spinner-button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { useCheckIn } from './api/check-in.ts';
import { useSession } from './api/get-session.ts';
import { CameraScanner, hasCamera } from './components/camera-scanner.tsx';
import { Icon } from '../../components/icon.tsx';
import { SessionFrame, useSessionDay } from './components/session-frame.tsx';
import { decodePhoto } from './qr-decoder.ts';
import '../../styles/bootstrap/forms.scss';
import './admin-classes.css';
import './check-in.css';

/** The camera sees a card many times a second while it is held up: the same code is read once in this long. */
const SAME_CODE_QUIET_MS = 4000;

type Tone = 'good' | 'warn' | 'bad';

interface Result {
  tone: Tone;
  message: string;
  detail?: string;
  /** Tells two equal results apart, so the second is announced and flashes too. */
  seq: number;
}

const TONE_ICONS = { good: 'check', warn: 'clock', bad: 'cross' } as const;

/**
 * /admin/classes/:id/check-in?day=: fighters show their QR card; the phone's camera, a photo of the card or its
 * typed 8-character code checks them in, and a big coloured answer says who (or why not).
 */
export default function CheckInPage() {
  const t = useT();
  const uid = useId();
  const { id = '' } = useParams();
  const [day, setDay] = useSessionDay();
  const { data } = useSession(id, day);
  const checkIn = useCheckIn();
  const [result, setResult] = useState<Result | null>(null);
  const [typed, setTyped] = useState('');
  const [readingPhoto, setReadingPhoto] = useState(false);
  const lastCameraRead = useRef<{ code: string; at: number } | null>(null);
  const seq = useRef(0);

  const show = useCallback((tone: Tone, message: string, detail?: string) => {
    seq.current += 1;
    setResult({ tone, message, detail, seq: seq.current });
    if (tone !== 'bad') navigator.vibrate?.(tone === 'good' ? 80 : [60, 60, 60]);
  }, []);

  const { mutate, isPending } = checkIn;
  const read = useCallback(
    (text: string, from: 'camera' | 'photo' | 'typed', onDone?: () => void) => {
      const code = checkinCodeOf(text);
      if (!code) {
        show('bad', t(from === 'typed' ? 'form.checkinCode.invalid' : 'admin.checkIn.notAcademyCard'));
        return;
      }
      if (from === 'camera') {
        const last = lastCameraRead.current;
        if (isPending || (last?.code === code && Date.now() - last.at < SAME_CODE_QUIET_MS)) return;
        lastCameraRead.current = { code, at: Date.now() };
      }
      mutate(
        { batchId: id, day, code },
        {
          onSuccess: (reply) => {
            if (reply.already) show('warn', reply.message);
            else show('good', reply.message, reply.entry.mark === 'late' ? t('admin.checkIn.late') : undefined);
            onDone?.();
          },
          onError: (error) => show('bad', error instanceof ApiError ? error.message : t('admin.checkIn.offline')),
        },
      );
    },
    [day, id, isPending, mutate, show, t],
  );

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that the same photo picked again is read again.
    event.target.value = '';
    if (!file) return;
    setReadingPhoto(true);
    try {
      const text = await decodePhoto(file);
      if (text === null) show('bad', t('admin.checkIn.noQrInPhoto'));
      else read(text, 'photo');
    } catch {
      show('bad', t('admin.checkIn.photoUnreadable'));
    } finally {
      setReadingPhoto(false);
    }
  };

  const onTyped = (event: FormEvent) => {
    event.preventDefault();
    read(typed, 'typed', () => setTyped(''));
  };

  const roster = data?.held ? data.roster : [];
  const checkedIn = roster.filter((entry) => entry.mark === 'present' || entry.mark === 'late').length;

  return (
    <SessionFrame batchId={id} day={day} setDay={setDay} session={data} title={t('admin.checkIn.title')}>
      <p className="check-in__count" aria-live="polite">
        {t('admin.checkIn.count', { checkedIn, total: roster.length })}
      </p>

      <div className="check-in__result-slot">
        {isPending || readingPhoto ? (
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
          <p className="check-in-result check-in-result--idle">{t('admin.checkIn.ready')}</p>
        )}
      </div>

      <div className="check-in__ways">
        {hasCamera() && <CameraScanner onRead={(text) => read(text, 'camera')} />}

        <label className="btn btn-outline-dark btn-lg w-100 check-in__big-button check-in__photo">
          <Icon name="photo" size={22} /> {t('admin.checkIn.scanPhoto')}
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            onChange={(event) => void onPhoto(event)}
            disabled={readingPhoto}
          />
        </label>

        <form className="check-in__typed" onSubmit={onTyped} noValidate>
          <label htmlFor={`${uid}-code`} className="form-label">
            {t('form.checkIn.code')}
          </label>
          <div className="check-in__typed-row">
            <input
              id={`${uid}-code`}
              className="form-control form-control-lg check-in__code"
              value={typed}
              onChange={(event) => setTyped(event.target.value.toUpperCase())}
              maxLength={20}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="ABCD2345"
              aria-describedby={`${uid}-code-hint`}
            />
            <SpinnerButton loading={isPending} disabled={typed.trim() === ''} className="btn-lg">
              {t('admin.checkIn.submitCode')}
            </SpinnerButton>
          </div>
          <div id={`${uid}-code-hint`} className="form-text">
            {t('form.checkIn.codeHint')}
          </div>
        </form>
      </div>

      <Link to={`/admin/classes/${id}/attendance?day=${day}`} className="btn btn-outline-secondary session-switch">
        {t('admin.checkIn.toAttendance')}
      </Link>
    </SessionFrame>
  );
}
