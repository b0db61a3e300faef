import type { AcademyEvent } from '@academy/contract';
import { SkeletonBlock } from '../../../../components/skeleton.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { seatsLeft } from '../seats.ts';
import '../../../../styles/bootstrap/grid.scss';
import '../../../../styles/bootstrap/modal.scss';
import '../../../../components/brand-modal.css';

/**
 * What a Book a Seat tap shows at once while the booking form's code still downloads (a slow phone can take a
 * second or two): the modal's frame, titled with the event, and placeholders where the form will be. Plain
 * Bootstrap markup, so it costs the page almost nothing; react-bootstrap's Modal replaces it when its chunk is in.
 * Focus stays on the tapped button (busy, "Opening…"), so the real modal hands it back there when it closes.
 */
export function BookingModalShell({ event }: { event: AcademyEvent }) {
  const t = useT();
  return (
    <>
      <div className="modal-backdrop show" />
      <div className="modal brand-modal booking-modal booking-modal-shell d-block" data-testid="booking-modal-shell">
        <div className="modal-dialog modal-lg modal-dialog-centered">
          <div className="modal-content">
            <div className="modal-header">
              <div>
                <p className="booking-modal__eyebrow">
                  {seatsLeft(event) === 0 ? t('events.waitlist.join') : t('events.bookSeat')}
                </p>
                <p className="modal-title booking-modal__title h2 mb-0">{event.eventName}</p>
              </div>
            </div>
            <div className="modal-body">
              <p className="booking-modal-shell__status" role="status">
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                {t('events.booking.openingForm')}
              </p>
              <SkeletonBlock className="booking-modal-shell__facts" />
              <div className="row g-3" aria-hidden="true">
                {Array.from({ length: 6 }, (_, i) => (
                  <div key={i} className="col-12 col-md-6">
                    <SkeletonBlock className="booking-modal-shell__label" />
                    <SkeletonBlock className="booking-modal-shell__input" />
                  </div>
                ))}
              </div>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
