import type { Feature } from '../feature.ts';
import { tournamentsRoutes } from './routes.ts';

export const tournamentsFeature: Feature = { name: 'tournaments', routes: tournamentsRoutes };
