import { z } from 'zod';
import { envelopeSchema } from '../shared/common.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { WAITLIST_STATES } from './event-rules.ts';

/** JoinWaitlist's answer: where in line the person now stands. */
export const joinWaitlistReplySchema = envelopeSchema.extend({
  entry: z.object({
    _id: z.string(),
    eventId: z.string(),
    fighterName: z.string(),
    position: z.number(),
  }),
});
export type JoinWaitlistReply = z.infer<typeof joinWaitlistReplySchema>;

/** The offer link's code: 43 base64url characters (32 random bytes). */
export const offerTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, fieldMessage('form.offerToken.invalid')),
});

/** A seat offered to a person of the waiting list, as the offer's page shows it. */
export const offerSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  eventDateTime: z.string(),
  eventLocation: z.string(),
  entryFee: z.number(),
  fighterName: z.string(),
  email: z.string(),
  state: z.enum(WAITLIST_STATES),
  expiresAt: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerReplySchema = envelopeSchema.extend({ offer: offerSchema });
export type OfferReply = z.infer<typeof offerReplySchema>;

/** One place of an event's waiting list as the admin sees it, in the line's order. */
export const waitlistEntrySchema = z.object({
  _id: z.string(),
  /** 1 for the next in line among those still waiting or offered; null for the others. */
  position: z.number().nullable(),
  fighterName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  state: z.enum(WAITLIST_STATES),
  joinedAt: z.string(),
  offeredAt: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistReplySchema = envelopeSchema.extend({ entries: z.array(waitlistEntrySchema) });
export type WaitlistReply = z.infer<typeof waitlistReplySchema>;
