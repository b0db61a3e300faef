import type { Feature } from '../feature.ts';
import { enrolmentsRoutes } from './routes.ts';

export const enrolmentsFeature: Feature = { name: 'enrolments', routes: enrolmentsRoutes };
