import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { checkinCodeOf, isAttended } from '@academy/contract';
import { CameraScanner, hasCamera } from '../../../components/qr-scanner/camera-scanner.tsx';
import { PhotoScanButton } from '../../../components/qr-scanner/photo-scan-button.tsx';
import { decodePhoto } from '../../../components/qr-scanner/qr-decoder.ts';
import { ScanResult, useScanResult } from '../../../components/qr-scanner/scan-result.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { useCheckIn } from '../api/check-in.ts';
import { useClassDay } from '../api/get-class-day.ts';
import { ClassDayFrame, useClassDayParam } from './components/class-day-frame.tsx';
import '../../../styles/bootstrap/forms.scss';
import './admin-classes.css';
import './check-in.css';

/** The camera sees a card many times a second while it is held up: the same code is read once in this long. */
const SAME_CODE_QUIET_MS = 4000;

/**
 * /admin/classes/:id/check-in?day=: fighters show their QR card; the phone's camera, a photo of the card or its
 * typed 8-character code checks them in, and a big coloured answer says who (or why not).
 */
export default function CheckInPage() {
  const t = useT();
  const uid = useId();
  const { id = '' } = useParams();
  const [day, setDay] = useClassDayParam();
  const { data } = useClassDay(id, day);
  const checkIn = useCheckIn();
  const { result, show } = useScanResult();
  const [typed, setTyped] = useState('');
  const [readingPhoto, setReadingPhoto] = useState(false);
  const lastCameraRead = useRef<{ code: string; at: number } | null>(null);

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

  const onPhoto = async (file: File) => {
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
  const checkedIn = roster.filter((entry) => isAttended(entry.mark)).length;

  return (
    <ClassDayFrame batchId={id} day={day} setDay={setDay} classDay={data} title={t('admin.checkIn.title')}>
      <p className="check-in__count" aria-live="polite">
        {t('admin.checkIn.count', { checkedIn, total: roster.length })}
      </p>

      <ScanResult result={result} busy={isPending || readingPhoto} idle={t('admin.checkIn.ready')} />

      <div className="check-in__ways">
        {hasCamera() && <CameraScanner onRead={(text) => read(text, 'camera')} />}
        <PhotoScanButton onPhoto={(file) => void onPhoto(file)} disabled={readingPhoto} />

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

      <Link to={`/admin/classes/${id}/attendance?day=${day}`} className="btn btn-outline-secondary class-day-switch">
        {t('admin.checkIn.toAttendance')}
      </Link>
    </ClassDayFrame>
  );
}
