import type { Feature } from '../feature.ts';
import { gradingsRoutes } from './routes.ts';

export const gradingsFeature: Feature = { name: 'gradings', routes: gradingsRoutes };
