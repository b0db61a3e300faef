import type { Feature } from '../feature.ts';
import { loginsRoutes } from './routes.ts';

export const loginsFeature: Feature = { name: 'logins', routes: loginsRoutes };
