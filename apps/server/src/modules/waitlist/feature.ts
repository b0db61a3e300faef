import type { Feature } from '../feature.ts';
import { registerOfferExpiryJob } from './offer-expiry.ts';
import { waitlistRoutes } from './routes.ts';

export const waitlistFeature: Feature = { name: 'waitlist', routes: waitlistRoutes, jobs: registerOfferExpiryJob };
