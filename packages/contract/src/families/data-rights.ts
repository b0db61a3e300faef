import { z } from 'zod';
import { envelopeSchema } from '../shared/common.ts';
import { LIMITS } from '../shared/constants.ts';
import { fieldMessage } from '../i18n/field-messages.ts';

/**
 * ExportFighterData answers a zip archive, not JSON: `data.json` (the account, its profiles, bookings, audit
 * entries about them, consent records), the profiles' photos under `photos/`, and a README.txt in the account's
 * language. The schema only documents the body; the server streams the archive.
 */
export const fighterDataExportReplySchema = z
  .string()
  .meta({ format: 'binary', description: 'application/zip: data.json, photos/ and README.txt' });
export type FighterDataExportReply = z.infer<typeof fighterDataExportReplySchema>;

/** The fighter confirms an erasure with their password; the admin, acting on a person's request, sends none. */
export const eraseFighterRequestSchema = z.object({
  password: z
    .string()
    .max(LIMITS.passwordMaxLength, fieldMessage('form.password.tooLong', { max: LIMITS.passwordMaxLength }))
    .optional(),
});
export type EraseFighterRequest = z.input<typeof eraseFighterRequestSchema>;

export const eraseFighterReplySchema = envelopeSchema;

/** The counts an erasure reports and audits: how much was removed, never what. */
export interface ErasureCounts {
  profiles: number;
  photos: number;
  bookingsAnonymised: number;
  /** Places in waiting lists, removed (an open offer's seat passes to the next in line first). */
  waitlistPlaces: number;
  consentRecords: number;
  resetCodes: number;
  emails: number;
  auditEntriesRedacted: number;
}

/** The name of the JSON file inside the export, and the folder of the photos. */
export const EXPORT_DATA_FILE = 'data.json';
export const EXPORT_PHOTOS_FOLDER = 'photos';
