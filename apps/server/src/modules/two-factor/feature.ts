import type { Feature } from '../feature.ts';
import { twoFactorRoutes } from './routes.ts';

export const twoFactorFeature: Feature = { name: 'two-factor', routes: twoFactorRoutes };
