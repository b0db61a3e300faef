import type { Feature } from '../feature.ts';
import { leadsRoutes } from './routes.ts';
import { registerTrialMessagesJob } from './trial-messages.ts';

export const leadsFeature: Feature = {
  name: 'leads',
  routes: leadsRoutes,
  jobs: (runner, deps) => registerTrialMessagesJob(runner, deps),
};
