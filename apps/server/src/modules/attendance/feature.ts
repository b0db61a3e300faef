import type { Feature } from '../feature.ts';
import { attendanceRoutes } from './routes.ts';

export const attendanceFeature: Feature = { name: 'attendance', routes: attendanceRoutes };
