import type { Feature } from '../feature.ts';
import { dataRightsRoutes } from './routes.ts';

export const dataRightsFeature: Feature = { name: 'data-rights', routes: dataRightsRoutes };
