import type { Feature } from '../feature.ts';
import { outboxRoutes } from './routes.ts';

export const outboxFeature: Feature = { name: 'outbox', routes: outboxRoutes };
