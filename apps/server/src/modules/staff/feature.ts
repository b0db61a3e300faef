import type { Feature } from '../feature.ts';
import { staffRoutes } from './routes.ts';

export const staffFeature: Feature = { name: 'staff', routes: staffRoutes };
