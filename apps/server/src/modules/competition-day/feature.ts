import type { Feature } from '../feature.ts';
import { boutLogRoutes } from './bout-log-routes.ts';
import { consoleRoutes } from './console-routes.ts';
import { tatamiRoutes } from './tatami-routes.ts';

/** The competition day live: the tatamis and their queues, and the table's scoring console. */
export const competitionDayFeature: Feature = {
  name: 'competition-day',
  routes: async (app) => {
    await tatamiRoutes(app);
    await boutLogRoutes(app);
    await consoleRoutes(app);
  },
};
