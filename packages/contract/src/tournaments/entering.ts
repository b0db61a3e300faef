import { z } from 'zod';
import { emailField, envelopeSchema, trimmed } from '../shared/common.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { indianMobileField } from '../shared/mobile.ts';
import { bookingPaymentSchema } from '../events/bookings.ts';
import { competitionPlaceSchema } from './certificates.ts';
import { ruleProfileSchema } from './rule-profile.ts';
import {
  athleteEntrySchema,
  ENTRY_STATES,
  MAX_ATHLETES_PER_REQUEST,
  tournamentCategorySchema,
  tournamentEntrySchema,
} from './tournaments.ts';

/** What a visitor needs to enter athletes: the tournament's day, fee, rules and the categories still open. */
export const tournamentCategoriesReplySchema = envelopeSchema.extend({
  eventId: z.string(),
  eventName: z.string(),
  /** The tournament day in IST (YYYY-MM-DD): ages count on it. */
  day: z.string(),
  /** Rupees per category entered. */
  categoryFee: z.number(),
  profile: ruleProfileSchema,
  /** The categories not yet drawn, in the organiser's order. */
  categories: z.array(tournamentCategorySchema),
  /** The event has begun or is over: nobody enters any more. */
  closed: z.boolean(),
});
export type TournamentCategoriesReply = z.infer<typeof tournamentCategoriesReplySchema>;

/**
 * Athletes entered by a parent (their children, `fighterId` naming a profile of their family) or by a club's coach
 * (a whole team, typed or from a CSV): one booking per athlete, holding a seat and their ticket, and one payment for
 * all of them.
 */
export const enterTournamentSchema = z.object({
  contactName: trimmed({ required: 'form.name.required', tooLong: 'form.name.tooLong' }, 100),
  email: emailField,
  mobileNumber: indianMobileField('form.bookingMobile.required'),
  club: trimmed({ required: 'form.academyName.required', tooLong: 'form.academyName.tooLong' }, 100),
  coachName: trimmed({ required: 'form.masterName.required', tooLong: 'form.masterName.tooLong' }, 100),
  /** The one entering is the guardian of each athlete under 18, or holds that guardian's agreement. */
  guardiansAgree: z.literal(true, { error: fieldMessage('form.guardiansAgree.required') }),
  athletes: z
    .array(athleteEntrySchema.extend({ fighterId: z.string().trim().max(64).nullish() }), {
      error: fieldMessage('form.athletes.required'),
    })
    .min(1, fieldMessage('form.athletes.required'))
    .max(MAX_ATHLETES_PER_REQUEST, fieldMessage('form.athletes.max', { max: MAX_ATHLETES_PER_REQUEST })),
});
export type EnterTournamentRequest = z.input<typeof enterTournamentSchema>;
export type EnterTournamentValues = z.output<typeof enterTournamentSchema>;

export const enteredAthleteSchema = z.object({
  /** The booking's code, as on every ticket. */
  bookingId: z.string(),
  athleteName: z.string(),
  /** The ticket's QR code text: checked in and weighed with it at the door. */
  ticket: z.string(),
  /** The categories' names in the request's language. */
  categories: z.array(z.string()),
  feePaise: z.number().int(),
});

export const enterTournamentReplySchema = envelopeSchema.extend({
  eventId: z.string(),
  eventName: z.string(),
  athletes: z.array(enteredAthleteSchema),
  /** One payment for every athlete's fee; null when entry is free or the academy takes no UPI yet. */
  payment: bookingPaymentSchema.nullable(),
});
export type EnterTournamentReply = z.infer<typeof enterTournamentReplySchema>;

/** What the door does with an entry whose weight on the day misses its category. */
export const OFF_WEIGHT_ACTIONS = ['move', 'withdraw'] as const;

/** A weight taken at the door, by the athlete's booking; with an action for the entries it puts off weight. */
export const weighInSchema = z.object({
  weighedKg: z
    .number({ error: fieldMessage('form.weight.min', { min: 10 }) })
    .min(10, fieldMessage('form.weight.min', { min: 10 }))
    .max(250, fieldMessage('form.weight.max', { max: 250 })),
  offWeight: z.enum(OFF_WEIGHT_ACTIONS).nullable().default(null),
});
export type WeighInRequest = z.input<typeof weighInSchema>;
export type WeighInValues = z.output<typeof weighInSchema>;

/**
 * An entry marked at the table before its category's draw: present (checked in), absent (withdrawn), or back to
 * entered. For athletes the organiser entered by hand, who hold no ticket for the door's weigh-in.
 */
export const setEntryStateSchema = z.object({
  state: z.enum(ENTRY_STATES, { error: fieldMessage('form.entryState.required') }),
});
export type SetEntryStateRequest = z.input<typeof setEntryStateSchema>;

/** An athlete's entries at the door: each with its category and, when off weight, where it could go instead. */
export const athleteEntriesReplySchema = envelopeSchema.extend({
  eventId: z.string(),
  athleteName: z.string(),
  entries: z.array(
    tournamentEntrySchema.extend({
      categoryName: z.string(),
      /** The weighed weight misses this category beyond the profile's tolerance. */
      offWeight: z.boolean(),
      /** The category of the same discipline, gender and age the weighed weight fits, not yet drawn. */
      moveTo: z.object({ id: z.string(), name: z.string() }).nullable(),
    }),
  ),
});
export type AthleteEntriesReply = z.infer<typeof athleteEntriesReplySchema>;

/** A fighter's competition record: each category they entered, with the place won once the results are in. */
export const competitionRecordReplySchema = envelopeSchema.extend({
  competitions: z.array(
    z.object({
      /** The entry, whose certificate the family asks for once the category is finished. */
      entryId: z.string(),
      eventId: z.string(),
      eventName: z.string(),
      /** The tournament day in IST (YYYY-MM-DD). */
      day: z.string(),
      categoryName: z.string(),
      /** 1, 2 or 3 for a medal; null without one (yet). */
      place: competitionPlaceSchema,
      /** Every place of the category is decided. */
      finished: z.boolean(),
    }),
  ),
});
export type CompetitionRecordReply = z.infer<typeof competitionRecordReplySchema>;
