import type { Feature } from '../feature.ts';
import { eventPage } from './event-page.ts';
import { eventsRoutes } from './routes.ts';

export const eventsFeature: Feature = { name: 'events', routes: eventsRoutes, pages: (deps) => [eventPage(deps)] };
