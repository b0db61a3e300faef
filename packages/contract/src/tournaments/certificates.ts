import { z } from 'zod';
import { envelopeSchema } from '../shared/common.ts';

/** 1, 2 or 3 for a medal; null for an athlete who competed without one (a certificate of participation). */
export const competitionPlaceSchema = z.number().int().min(1).max(3).nullable();

/**
 * Everything a competition certificate shows, for its PDF: the athlete, the tournament and its day, the category in
 * the reader's language, the place, and the number from the academy's one certificate series.
 */
export const competitionCertificateSchema = z.object({
  number: z.string(),
  entryId: z.string(),
  athleteName: z.string(),
  eventName: z.string(),
  /** The tournament day in IST (YYYY-MM-DD). */
  day: z.string(),
  categoryName: z.string(),
  place: competitionPlaceSchema,
});
export type CompetitionCertificate = z.infer<typeof competitionCertificateSchema>;

export const competitionCertificateReplySchema = envelopeSchema.extend({ certificate: competitionCertificateSchema });
export type CompetitionCertificateReply = z.infer<typeof competitionCertificateReplySchema>;

/** Every certificate of a category whose places are final, medallists first, then by name: one page each. */
export const categoryCertificatesReplySchema = envelopeSchema.extend({
  certificates: z.array(competitionCertificateSchema),
});
export type CategoryCertificatesReply = z.infer<typeof categoryCertificatesReplySchema>;

/** The public check of a competition certificate: the name, the tournament, the category, the place and the day. */
export const competitionCertificateCheckSchema = z.object({
  kind: z.literal('competition'),
  number: z.string(),
  fighterName: z.string(),
  eventName: z.string(),
  categoryName: z.string(),
  place: competitionPlaceSchema,
  day: z.string(),
});
export type CompetitionCertificateCheck = z.infer<typeof competitionCertificateCheckSchema>;
