import type { Feature } from '../feature.ts';
import { fightersRoutes } from './routes.ts';

export const fightersFeature: Feature = { name: 'fighters', routes: fightersRoutes };
