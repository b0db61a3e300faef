import type { Feature } from '../feature.ts';
import { messagesRoutes } from './routes.ts';

export const messagesFeature: Feature = { name: 'messages', routes: messagesRoutes };
