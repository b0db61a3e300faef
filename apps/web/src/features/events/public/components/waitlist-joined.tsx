import { Link } from 'react-router';
import type { JoinWaitlistReply } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';

interface Props {
  entry: JoinWaitlistReply['entry'];
  /** How long a freed seat is held for the one it is offered to. */
  offerHours: number;
  /** A logged-in family sees its place in My bookings. */
  signedIn: boolean;
}

/** The waiting list's answer in the modal: where in line the attendee stands, and what happens next. */
export function WaitlistJoined({ entry, offerHours, signedIn }: Props) {
  const t = useT();
  return (
    <div className="waitlist-joined" role="status">
      <p className="waitlist-joined__title">{t('events.waitlist.joinedTitle', { name: entry.fighterName })}</p>
      <p className="waitlist-joined__position">{t('events.waitlist.joined', { position: entry.position })}</p>
      <p className="waitlist-joined__hint">{t('events.waitlist.joinedHint', { hours: offerHours })}</p>
      {signedIn && (
        <Link to="/fighter/bookings" className="btn btn-outline-dark">
          {t('events.waitlist.myBookings')}
        </Link>
      )}
    </div>
  );
}
