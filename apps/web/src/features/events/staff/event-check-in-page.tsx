import { Suspense, useCallback, useRef, useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { academyToday, parseTicket, type DoorAttendee, type EventCheckInRequest } from '@academy/contract';
import { Icon } from '../../../components/icon.tsx';
import { CameraScanner, hasCamera } from '../../../components/qr-scanner/camera-scanner.tsx';
import { PhotoScanButton } from '../../../components/qr-scanner/photo-scan-button.tsx';
import { decodePhoto } from '../../../components/qr-scanner/qr-decoder.ts';
import { ScanResult, useScanResult } from '../../../components/qr-scanner/scan-result.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/family.ts';
import { formatAdminDateTime } from '../../../lib/format.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { useCheckInTicket } from '../api/check-in-ticket.ts';
import { useEventDoor } from '../api/get-event-door.ts';
import { DoorCounts } from './components/door-counts.tsx';
import { DoorNameSearch } from './components/door-name-search.tsx';
import { doorOutcome } from './door-outcome.ts';
import '../../../styles/bootstrap/forms.scss';
import './admin-events.css';
import './event-check-in.css';
import { useStaffMay } from '../../../lib/staff-account.ts';

/**
 * The camera sees a ticket four times a second while it is held up: the same text is read again only once it has
 * been out of sight this long, so a guest holding their phone up is let in once, never answered "already checked in"
 * a few seconds later, while a ticket passed back and shown again is.
 */
const SAME_TEXT_QUIET_MS = 4000;

type Way = 'scan' | 'name';

/**
 * /admin/events/:id/check-in: the door of an event, for one hand on a phone. Who is in of who booked at the top
 * (read again every few seconds, so two doors agree), the answer to the last ticket under it, then the camera, a
 * photo, or a name for the guest without a ticket. At a tournament, the athlete let in is weighed under the answer
 * (`WeighIn`, handed over by the app: the tournaments' own screen), and the head has the way to the tournament's
 * page (`TournamentLink`, handed over likewise; it shows nothing for another event).
 */
export default function EventCheckInPage({
  WeighIn,
  TournamentLink,
}: {
  WeighIn: ComponentType<{ bookingId: string }>;
  TournamentLink: ComponentType<{ eventId: string }>;
}) {
  const t = useT();
  const language = useLanguage();
  const { id = '' } = useParams();
  const door = useEventDoor(id);
  const { mutate, isPending, variables } = useCheckInTicket(id);
  const { result, show } = useScanResult();
  const [readingPhoto, setReadingPhoto] = useState(false);
  const [way, setWay] = useState<Way>('scan');
  const [otherDayOpened, setOtherDayOpened] = useState(false);
  const lastCameraRead = useRef<{ text: string; at: number } | null>(null);
  // The booking of the last ticket answered, let in or already in: at a tournament, the athlete to weigh.
  const [answered, setAnswered] = useState<string | null>(null);

  const send = useCallback(
    (request: EventCheckInRequest) =>
      mutate(request, {
        onSuccess: (reply) => {
          const outcome = doorOutcome(reply);
          show(outcome.tone, outcome.message, outcome.detail);
          setAnswered(reply.attendee._id);
        },
        onError: (error) => show('bad', error instanceof ApiError ? error.message : t('admin.checkIn.offline')),
      }),
    [mutate, show, t],
  );

  const read = useCallback(
    (text: string, from: 'camera' | 'photo') => {
      if (from === 'camera') {
        const now = Date.now();
        const last = lastCameraRead.current;
        if (last?.text === text && now - last.at < SAME_TEXT_QUIET_MS) {
          lastCameraRead.current = { text, at: now };
          return;
        }
        // Another code seen while a check-in is on its way is read on a later frame.
        if (isPending) return;
        lastCameraRead.current = { text, at: now };
      }
      // A menu's or a payment's QR code, or a class card, never reaches the server.
      if (!parseTicket(text)) {
        show('bad', t('admin.door.notTicket'));
        return;
      }
      send({ ticket: text.trim() });
    },
    [isPending, send, show, t],
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

  const onName = (attendee: DoorAttendee) => send({ bookingId: attendee._id });

  const missing = door.error instanceof ApiError && door.error.httpStatus === 404;
  const event = door.data?.event;
  // A door opened on another day than the event's (the wrong event chosen, a rehearsal) asks before letting anyone
  // in: a guest checked in by mistake holds a ticket that then reads "already checked in" on the day.
  const eventDay = event ? academyToday(new Date(event.eventDateTime)) : null;
  const otherDay = eventDay !== null && eventDay !== academyToday() && !otherDayOpened;
  const mayOpenEvent = useStaffMay('CreateEvent');

  return (
    <div className="door">
      <div className="door__head">
        <div className="door__links">
          {/* The owner goes back to the event; the front desk, who runs only its door, to their desk. */}
          <Link
            to={mayOpenEvent ? `/admin/admin-event-details/${id}` : '/admin/desk'}
            className="btn btn-outline-secondary btn-sm door__back"
          >
            <Icon name="back" size={16} />
            {t(mayOpenEvent ? 'admin.door.back' : 'admin.door.backToDesk')}
          </Link>
          <Suspense fallback={null}>
            <TournamentLink eventId={id} />
          </Suspense>
        </div>
        <h1 className="door__title">
          <span className="door__kicker">{t('admin.door.title')}</span>
          {event && <span className="door__event">{event.eventName}</span>}
        </h1>
        {event && (
          <p className="door__when">{t('admin.common.ist', { when: formatAdminDateTime(event.eventDateTime) })}</p>
        )}
      </div>

      {door.isError && !door.data ? (
        <div className="admin-page__card p-4" role="alert">
          <p className="mb-3">{t(missing ? 'admin.eventDetails.missing' : 'admin.door.loadError')}</p>
          {!missing && (
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void door.refetch()}>
              {t('admin.common.tryAgain')}
            </button>
          )}
        </div>
      ) : (
        <>
          <DoorCounts counts={door.data?.counts} />
          {otherDay && (
            <div className="door__other-day" role="alert">
              <p className="door__other-day-title">
                {t('admin.door.otherDay', { day: formatDay(eventDay, language) })}
              </p>
              <p>{t('admin.door.otherDayAsk')}</p>
              <button type="button" className="btn btn-dark" onClick={() => setOtherDayOpened(true)}>
                {t('admin.door.otherDayOpen')}
              </button>
            </div>
          )}
          {!otherDay && (
            <>
              <ScanResult result={result} busy={isPending || readingPhoto} idle={t('admin.door.ready')} />
              {answered && (
                <Suspense fallback={null}>
                  <WeighIn key={answered} bookingId={answered} />
                </Suspense>
              )}

              <div className="door__ways" role="group" aria-label={t('admin.door.waysLabel')}>
                <button
                  type="button"
                  className={`btn btn-lg ${way === 'scan' ? 'btn-dark' : 'btn-outline-dark'}`}
                  aria-pressed={way === 'scan'}
                  onClick={() => setWay('scan')}
                >
                  <Icon name="qr" size={20} /> {t('admin.door.wayScan')}
                </button>
                <button
                  type="button"
                  className={`btn btn-lg ${way === 'name' ? 'btn-dark' : 'btn-outline-dark'}`}
                  aria-pressed={way === 'name'}
                  onClick={() => setWay('name')}
                >
                  <Icon name="person" size={20} /> {t('admin.door.wayName')}
                </button>
              </div>

              {way === 'scan' ? (
                <div className="door__scan">
                  {hasCamera() && <CameraScanner onRead={(text) => read(text, 'camera')} />}
                  <PhotoScanButton onPhoto={(file) => void onPhoto(file)} disabled={readingPhoto} />
                </div>
              ) : (
                <DoorNameSearch
                  attendees={door.data?.attendees ?? []}
                  busyId={isPending && variables?.bookingId ? variables.bookingId : null}
                  onCheckIn={onName}
                />
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
