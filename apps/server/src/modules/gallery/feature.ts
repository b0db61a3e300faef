import type { Feature } from '../feature.ts';
import { galleryRoutes } from './routes.ts';

export const galleryFeature: Feature = { name: 'gallery', routes: galleryRoutes };
