import { useStaffMay } from '../../../lib/staff-account.ts';

/** Where a booking found leads: its event for those who manage events, else its door (the front desk). */
export function useEventLink(): (eventId: string) => string {
  const mayOpenEvent = useStaffMay('CreateEvent');
  return (eventId) => (mayOpenEvent ? `/admin/event-details/${eventId}` : `/admin/events/${eventId}/check-in`);
}
