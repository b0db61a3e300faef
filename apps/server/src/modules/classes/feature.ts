import type { Feature } from '../feature.ts';
import { batchPage } from './batch-page.ts';
import { classesRoutes } from './routes.ts';

export const classesFeature: Feature = { name: 'classes', routes: classesRoutes, pages: (deps) => [batchPage(deps)] };
