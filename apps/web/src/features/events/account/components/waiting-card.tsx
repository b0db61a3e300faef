import type { MyWaitlistEntry } from '@academy/contract';
import { formatTableDateTime } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.ts';

interface Props {
  place: MyWaitlistEntry;
  onLeave: (place: MyWaitlistEntry) => void;
}

const ist = (iso: string) => `${formatTableDateTime(iso)} IST`;

/**
 * A place of the family in an event's waiting list: where in line it stands, or the seat offered and until when.
 * The offer's page is reached by the email's link alone (its secret is in no list), so the card sends them there.
 */
export function WaitingCard({ place, onLeave }: Props) {
  const t = useT();
  const headingId = `my-place-${place._id}`;
  const offered = place.state === 'offered';
  return (
    <article className={`my-place ${offered ? 'is-offered' : ''}`} aria-labelledby={headingId}>
      <p className="my-booking__when">
        <time dateTime={place.eventDateTime}>{ist(place.eventDateTime)}</time>
      </p>
      <h3 id={headingId} className="my-booking__title">
        {place.eventName}
      </h3>
      <p className="my-place__who">{t('account.bookings.placeFor', { name: place.fighterName })}</p>
      {offered ? (
        <div className="my-place__offer" role="status">
          <p className="my-place__offer-title">
            {place.offerExpiresAt
              ? t('account.bookings.offeredUntil', { time: ist(place.offerExpiresAt) })
              : t('account.bookings.offered')}
          </p>
          <p className="mb-0">{t('account.bookings.checkEmail')}</p>
        </div>
      ) : (
        place.position !== null && (
          <p className="my-place__position">{t('account.bookings.position', { position: place.position })}</p>
        )
      )}
      <button type="button" className="btn btn-outline-dark btn-sm" onClick={() => onLeave(place)}>
        {t('account.bookings.leave')}
      </button>
    </article>
  );
}
