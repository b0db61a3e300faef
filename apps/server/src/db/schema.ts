import type { Generated } from 'kysely';

/** Kysely table types. Timestamps are fixed-width ISO-8601 UTC text on both databases, so they sort as text. */
export interface AdminsTable {
  id: string;
  email: string;
  password_hash: string;
  /** Raised by a password change or "log out everywhere"; a token carrying an older value is refused. */
  session_version: Generated<number>;
  created_at: string;
}

export interface FightersTable {
  id: string;
  email: string;
  password_hash: string;
  full_name: string;
  mobile_number: string;
  gender: string | null;
  age: number | null;
  weight: number | null;
  height: number | null;
  discipline: string | null;
  belt_level: string | null;
  address: string | null;
  master_name: string | null;
  academy_name: string | null;
  image_key: string | null;
  session_version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Keyed by the lower-cased email, also for emails without an account, so both answer alike. */
export interface PasswordResetsTable {
  email: string;
  code_hash: string;
  expires_at: string;
  attempts: number;
  sent_at: string;
  used_at: string | null;
}

export interface EventsTable {
  id: string;
  event_name: string;
  event_description: string;
  address: string;
  event_date_time: string;
  image_key: string | null;
  total_seats: number;
  total_bookings: number;
  entry_fee: number;
  created_at: string;
  updated_at: string;
}

export interface BookingsTable {
  id: string;
  booking_code: string;
  event_id: string;
  fighter_id: string | null;
  fighter_name: string;
  email: string;
  email_normalized: string;
  mobile_number: string;
  age: number;
  belt_level: string;
  height: number;
  weight: number;
  discipline: string;
  master_name: string;
  academy_name: string;
  booked_at: string;
}

export interface GalleryImagesTable {
  id: string;
  title: string;
  category: string;
  image_key: string;
  width: number;
  height: number;
  created_at: string;
}

export type JobState = 'pending' | 'running' | 'done' | 'failed';

/** One unit of later work (an email, a reminder); see jobs/job-runner.ts. */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON; what the kind's handler needs, reduced to what the admin may see once done. */
  payload: string;
  state: JobState;
  attempts: number;
  max_attempts: number;
  run_at: string;
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  /** Set for work that must exist at most once (a monthly fee, a reminder). */
  dedupe_key: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface Database {
  jobs: JobsTable;
  admins: AdminsTable;
  fighters: FightersTable;
  password_resets: PasswordResetsTable;
  events: EventsTable;
  bookings: BookingsTable;
  gallery_images: GalleryImagesTable;
}
