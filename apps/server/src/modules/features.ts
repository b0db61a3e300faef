import { attendanceFeature } from './attendance/feature.ts';
import { auditFeature } from './audit/feature.ts';
import { bookingsFeature } from './bookings/feature.ts';
import { classesFeature } from './classes/feature.ts';
import { competitionDayFeature } from './competition-day/feature.ts';
import { consentsFeature } from './consents/feature.ts';
import { dashboardFeature } from './dashboard/feature.ts';
import { dataRightsFeature } from './data-rights/feature.ts';
import { enrolmentsFeature } from './enrolments/feature.ts';
import { eventsFeature } from './events/feature.ts';
import { fightersFeature } from './fighters/feature.ts';
import { galleryFeature } from './gallery/feature.ts';
import { gradingsFeature } from './gradings/feature.ts';
import { healthFeature } from './health/feature.ts';
import { leadsFeature } from './leads/feature.ts';
import { loginsFeature } from './logins/feature.ts';
import { messagesFeature } from './messages/feature.ts';
import { outboxFeature } from './outbox/feature.ts';
import { paymentsFeature } from './payments/feature.ts';
import { peopleSearchFeature } from './people-search/feature.ts';
import { tournamentsFeature } from './tournaments/feature.ts';
import { ranksFeature } from './ranks/feature.ts';
import { staffFeature } from './staff/feature.ts';
import { twoFactorFeature } from './two-factor/feature.ts';
import { waitlistFeature } from './waitlist/feature.ts';
import type { Feature } from './feature.ts';

/**
 * Every feature of the server, in the order its routes register (each at its own addresses, so the order only
 * reads well: health and logins first, the admin's tools last). A new feature adds its line here.
 */
export const FEATURES: readonly Feature[] = [
  healthFeature,
  loginsFeature,
  staffFeature,
  twoFactorFeature,
  fightersFeature,
  consentsFeature,
  classesFeature,
  enrolmentsFeature,
  attendanceFeature,
  leadsFeature,
  ranksFeature,
  gradingsFeature,
  dashboardFeature,
  dataRightsFeature,
  eventsFeature,
  bookingsFeature,
  waitlistFeature,
  paymentsFeature,
  peopleSearchFeature,
  tournamentsFeature,
  competitionDayFeature,
  galleryFeature,
  outboxFeature,
  messagesFeature,
  auditFeature,
];
