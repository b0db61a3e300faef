import type { Feature } from '../feature.ts';
import { tatamiRoutes } from './tatami-routes.ts';

/** The competition day live: the tatamis and their queues. */
export const competitionDayFeature: Feature = {
  name: 'competition-day',
  routes: async (app) => {
    await tatamiRoutes(app);
  },
};
