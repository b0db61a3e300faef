import type { Feature } from '../feature.ts';
import { leadsRoutes } from './routes.ts';

export const leadsFeature: Feature = { name: 'leads', routes: leadsRoutes };
