import { useParams } from 'react-router';
import { EventDetailsView } from './components/event-details-view.tsx';
import './admin-events.css';

/** admin/event-details/{id}: the event and its bookings. */
export default function EventDetailsPage() {
  const { id = '' } = useParams();
  return <EventDetailsView eventId={id} withPdf={false} />;
}
