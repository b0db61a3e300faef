import type { Feature } from '../feature.ts';
import { registerHoldReleaseJob } from './holds.ts';
import { registerReminderJob } from './reminders.ts';
import { bookingsRoutes } from './routes.ts';

export const bookingsFeature: Feature = {
  name: 'bookings',
  routes: bookingsRoutes,
  jobs: (runner, deps) => {
    registerHoldReleaseJob(runner, deps);
    registerReminderJob(runner, deps);
  },
};
