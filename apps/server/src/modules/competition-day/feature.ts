import type { Feature } from '../feature.ts';
import { boutLogRoutes } from './bout-log-routes.ts';

/** The competition day live: the table's scoring console. */
export const competitionDayFeature: Feature = {
  name: 'competition-day',
  routes: async (app) => {
    await boutLogRoutes(app);
  },
};
