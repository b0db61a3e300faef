import type { Feature } from '../feature.ts';
import { dashboardRoutes } from './routes.ts';

export const dashboardFeature: Feature = { name: 'dashboard', routes: dashboardRoutes };
