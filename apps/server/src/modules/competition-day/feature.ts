import type { Feature } from '../feature.ts';
import { boutLogRoutes } from './bout-log-routes.ts';
import { liveRoutes } from './live-routes.ts';
import { tatamiRoutes } from './tatami-routes.ts';

/**
 * The competition day live: the tatamis and their queues, the table's scoring console, and the live board with its
 * streams and display links.
 */
export const competitionDayFeature: Feature = {
  name: 'competition-day',
  routes: async (app) => {
    await tatamiRoutes(app);
    await boutLogRoutes(app);
    await liveRoutes(app);
  },
};
