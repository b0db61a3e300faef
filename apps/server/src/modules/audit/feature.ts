import type { Feature } from '../feature.ts';
import { auditRoutes } from './routes.ts';

export const auditFeature: Feature = { name: 'audit', routes: auditRoutes };
