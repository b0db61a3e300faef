import type { Feature } from '../feature.ts';
import { consentsRoutes } from './routes.ts';

export const consentsFeature: Feature = { name: 'consents', routes: consentsRoutes };
