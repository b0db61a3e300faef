import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import EventsPage from '../features/events/public/events-page.tsx';
import { lazyIn, page } from './lazy-page.tsx';

/**
 * An event's own page (decision 032) and a tournament's results (decision 052) answer events/* through this chunk,
 * with the events page itself, so /home's code declares no route of its own for them: each is a chunk of its own,
 * loaded when an address names it.
 */
const EventPage = lazy(() => import('../features/events/public/event-page.tsx'));
const ResultsPage = lazyIn(['tournaments'], () => import('../features/tournaments/public/results-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

/** /events, an event's own page (events/:id), or a tournament's results (events/:id/results). */
export default function EventsRoutes() {
  return (
    <Routes>
      <Route index element={<EventsPage />} />
      <Route path=":id" element={page(EventPage)} />
      <Route path=":id/results" element={page(ResultsPage)} />
      <Route path="*" element={page(NotFoundPage)} />
    </Routes>
  );
}
