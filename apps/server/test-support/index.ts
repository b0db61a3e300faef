/**
 * The one door from the bench (bench/) into the server's code. The bench drives the product through its API; what it
 * cannot do that way it takes from here: seeding databases at a scale no API call would reach in minutes (a database
 * opened and migrated, ids, password hashes), the query functions whose plans it records, the job runner's pieces it
 * times in its own process, and the test stand-ins and helpers it runs beside the server. Keeping the list in one
 * file shows what the bench depends on, and lets the server move its files without breaking it: ESLint
 * (eslint.config.js) forbids bench/ any other import of apps/server.
 */

// Databases, configuration and the pieces every seed writes.
export { loadConfig } from '../src/config.ts';
export { migrateToLatest, openDatabase, type Db, type Dialect } from '../src/db/database.ts';
export type { DuesTable, PaymentsTable } from '../src/db/schema.ts';
export { newBookingCode, newCheckinCode, newId } from '../src/lib/ids.ts';
export { hashSecret } from '../src/security/passwords.ts';
export { TokenService } from '../src/security/tokens.ts';
export { openObjectStore } from '../src/storage/open-object-store.ts';
export { ImageStore } from '../src/storage/image-store.ts';

// Jobs, queued by the bench for the server's runner or run in the bench's own process.
export { Translator } from '../src/i18n/translator.ts';
export { JobRunner } from '../src/jobs/job-runner.ts';
export { insertJob } from '../src/jobs/queries.ts';
export { EMAIL_JOB } from '../src/mail/outbox.ts';
export { drawQrAttachment } from '../src/mail/qr-attachment.ts';
export { MESSAGE_JOB } from '../src/messaging/message-queue.ts';
export { REMINDER_SWEEP_JOB, sendDueReminders } from '../src/modules/bookings/reminders.ts';
export { FEE_REMINDERS_JOB } from '../src/modules/payments/monthly-fees.ts';

// The queries behind the calls the bench times, whose plans it records (EXPLAIN needs the SQL, which no API gives).
export { tallyByDay, listMarksOfFighter } from '../src/modules/attendance/queries.ts';
export { auditCountQuery, auditEntriesQuery, type AuditFilter } from '../src/modules/audit/queries.ts';
export { eventDoor } from '../src/modules/bookings/door.ts';
export { myBookings } from '../src/modules/bookings/family-bookings.ts';
export { seatsForLine } from '../src/modules/bookings/line-seats.ts';
export {
  countDoor,
  findDoorAttendee,
  listDueReminders,
  markCheckedIn,
  markReminderSent,
} from '../src/modules/bookings/queries.ts';
export { listEvents } from '../src/modules/events/queries.ts';
export {
  duesOfFamily,
  findPaymentByReference,
  findPaymentByUtr,
  listPayments,
  setDuesState,
} from '../src/modules/payments/queries.ts';
export { adminPayments } from '../src/modules/payments/reconcile.ts';
export { feesThisMonth, paymentReport } from '../src/modules/payments/report.ts';
export { withDues } from '../src/modules/payments/service.ts';
export { familyWaitlist } from '../src/modules/waitlist/family-places.ts';
export { offerTokenHash } from '../src/modules/waitlist/line.ts';
export {
  findEntryByOfferHash,
  findNextWaiting,
  isInLine,
  listEventWaitlist,
  positionOf,
} from '../src/modules/waitlist/queries.ts';

// What runs beside the server: the WhatsApp Cloud API's stand-in, an S3 bucket, nginx and HTTP/2 clients.
export { approvedWhatsAppTemplates, kindOn } from '../test/stand-ins/academy-templates.ts';
export { startWhatsAppStandIn, type WhatsAppStandIn } from '../test/stand-ins/whatsapp-cloud.ts';
export { startS3Server } from '../test/helpers/s3-server.ts';
export { Browser, clientAddress, percentile, type Reply } from '../test/scale-out/clients.ts';
export { ensureNginx, selfSignedCertificate, startNginx, type Nginx } from '../test/scale-out/nginx.ts';
