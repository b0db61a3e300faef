import { lazy } from 'react';
import EventsPage from '../features/events/public/events-page.tsx';
import { loadAreas } from '../lib/i18n.ts';

/** A tournament's entry form: its code and words come only when someone opens it on the event's page. */
const EnterTournament = lazy(() =>
  Promise.all([
    import('../features/tournaments/public/enter-tournament.tsx'),
    loadAreas('tournaments', 'form', 'ranks'),
  ]).then(([module]) => module),
);

/** A tournament's day live, with its words (the tournaments'), loaded when its address is opened. */
const LivePage = lazy(() =>
  Promise.all([import('../features/tournaments/live/live-page.tsx'), loadAreas('tournaments')]).then(
    ([module]) => module,
  ),
);

/**
 * /events and /events/:id, with the tournaments' entry form handed to the event page: features never import one
 * another, so the app, in this lazily loaded module (not in /home's router), puts the two together.
 */
export default function EventsRoute() {
  return <EventsPage Enter={EnterTournament} Live={LivePage} />;
}
