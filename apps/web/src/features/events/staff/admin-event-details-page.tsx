import { useParams } from 'react-router';
import { EventDetailsView } from './components/event-details-view.tsx';
import './admin-events.css';

/** admin/admin-event-details/{id} (where View leads): the event, its bookings and the bookings.pdf download. */
export default function AdminEventDetailsPage() {
  const { id = '' } = useParams();
  return <EventDetailsView eventId={id} withPdf />;
}
