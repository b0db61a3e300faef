import type { Feature } from '../feature.ts';
import { peopleSearchRoutes } from './routes.ts';

export const peopleSearchFeature: Feature = { name: 'people-search', routes: peopleSearchRoutes };
