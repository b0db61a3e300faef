import type { Feature } from '../feature.ts';
import { ranksRoutes } from './routes.ts';

export const ranksFeature: Feature = { name: 'ranks', routes: ranksRoutes };
