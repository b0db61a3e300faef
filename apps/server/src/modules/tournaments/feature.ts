import type { Feature } from '../feature.ts';
import { registerResultMessagesJob } from './result-messages.ts';
import { resultsPage } from './results-page.ts';
import { tournamentsRoutes } from './routes.ts';

export const tournamentsFeature: Feature = {
  name: 'tournaments',
  routes: tournamentsRoutes,
  pages: (deps) => [resultsPage(deps)],
  jobs: (runner, deps) => registerResultMessagesJob(runner, deps),
};
