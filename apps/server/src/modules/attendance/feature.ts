import type { Feature } from '../feature.ts';
import { registerAbsenceAlertJob } from './absence-alerts.ts';
import { attendanceRoutes } from './routes.ts';

export const attendanceFeature: Feature = {
  name: 'attendance',
  routes: attendanceRoutes,
  jobs: (runner, deps) => registerAbsenceAlertJob(runner, deps),
};
