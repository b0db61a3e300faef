import { Link } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useTournament } from '../api/get-tournament.ts';

/**
 * At the door of an event that is a tournament, the way to its staff page (its categories, draws and results), for
 * the desk that weighs athletes in and then withdraws the absentees before each draw. Nothing for another event, nor
 * while the answer is on its way or missing (the door works without it). Handed to the door by the app.
 */
export default function TournamentDoorLink({ eventId }: { eventId: string }) {
  const t = useT();
  const query = useTournament(eventId);
  if (!query.data?.tournament) return null;
  return (
    <Link
      to={`/admin/events/${encodeURIComponent(eventId)}/tournament`}
      className="btn btn-outline-dark btn-sm d-inline-flex align-items-center gap-1"
    >
      <Icon name="trophy" size={16} />
      {t('admin.tournaments.doorLink')}
    </Link>
  );
}
