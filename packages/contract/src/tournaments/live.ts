import { z } from 'zod';
import { envelopeSchema } from '../shared/common.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { ruleProfileSchema } from './rule-profile.ts';
import { consoleIdField, storedBoutEventSchema } from './kumite-bout.ts';
import { tatamiCategorySchema } from './tatamis.ts';

/**
 * The competition day, live (docs/decisions/060-competition-day-live.md): what scoreboards, call-up screens and the
 * public live page show, and the messages the server pushes to them.
 *
 * A tournament's live feed is a sequence numbered from 1. Each message carries its number (the Server-Sent Event's
 * id): a `board` is the whole picture at that number, a `bout` adds events to one bout's log. A page keeps the
 * highest number it has applied and, after a reconnect, the server sends what followed it; events are merged by
 * their `seq` within the bout, so a message seen twice changes nothing.
 */

/** A display link's secret: 32 random bytes, base64url. */
export const DISPLAY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The screens a display link opens: a tatami's scoreboard, or the call-up screen of every tatami. */
export const DISPLAY_KINDS = ['scoreboard', 'callUp'] as const;
export type DisplayKind = (typeof DISPLAY_KINDS)[number];

/** How many results the board keeps, newest first. */
export const LIVE_RESULTS = 30;

/** A page whose stream has said nothing for this long (a message or a heartbeat) shows that it is not connected. */
export const LIVE_SILENCE_MS = 20_000;
/** The server's heartbeat on an open stream (a comment line), well inside LIVE_SILENCE_MS and nginx's timeouts. */
export const LIVE_HEARTBEAT_MS = 10_000;

export const liveAthleteSchema = z.object({
  entryId: z.string(),
  name: z.string(),
  club: z.string().nullable(),
});
export type LiveAthlete = z.infer<typeof liveAthleteSchema>;

/**
 * A bout on a tatami: kumite with its log (the scoreboard replays it with `kumiteBout` and the board's profile),
 * or a kata performance or flag bout (no log; its result arrives with the next board).
 */
export const liveBoutSchema = z.object({
  categoryId: z.string(),
  categoryName: z.string(),
  boutId: z.string(),
  round: z.number(),
  discipline: z.enum(['kumite', 'kata']),
  aka: liveAthleteSchema.nullable(),
  ao: liveAthleteSchema.nullable(),
  /** Kumite: the bout's clock and whether a draw may stand; null for kata. */
  settings: z.object({ boutSeconds: z.number(), drawAllowed: z.boolean() }).nullable(),
  events: z.array(storedBoutEventSchema),
});
export type LiveBout = z.infer<typeof liveBoutSchema>;

/**
 * The bout decided most recently on a tatami, with when its result was recorded (ISO, the server's clock): a kumite
 * bout fought on a console with its whole log, so its final score, penalties, Senshu and winner replay; a bout
 * decided otherwise (a result entered by hand, a kata flag bout) with no events. The scoreboard holds it a few
 * seconds after it ends (decision 062) so the hall sees who won before the next pair is shown.
 */
export const liveLastBoutSchema = liveBoutSchema.extend({ decidedAt: z.string() });
export type LiveLastBout = z.infer<typeof liveLastBoutSchema>;

export const liveTatamiSchema = z.object({
  number: z.number(),
  boutSeconds: z.number(),
  /** The bout being fought, or the next to be called while none has started. */
  now: liveBoutSchema.nullable(),
  onDeck: liveBoutSchema.nullable(),
  /** The bout decided most recently here (the latest result of the tatami's categories); null before the first. */
  last: liveLastBoutSchema.nullable(),
  queue: z.array(tatamiCategorySchema),
});
export type LiveTatami = z.infer<typeof liveTatamiSchema>;

export const liveResultSchema = z.object({
  categoryId: z.string(),
  categoryName: z.string(),
  boutId: z.string(),
  tatami: z.number().nullable(),
  winner: liveAthleteSchema,
  loser: liveAthleteSchema.nullable(),
  method: z.string(),
  at: z.string(),
});
export type LiveResult = z.infer<typeof liveResultSchema>;

export const liveBoardSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  /** The feed number this board is current at. */
  seq: z.number(),
  /** When it was read (ISO); the queue's estimates count from it, or from the tournament's start while to come. */
  at: z.string(),
  profile: ruleProfileSchema,
  tatamis: z.array(liveTatamiSchema),
  /** The latest results, newest first, at most LIVE_RESULTS. */
  results: z.array(liveResultSchema),
});
export type LiveBoard = z.infer<typeof liveBoardSchema>;

export const liveBoardReplySchema = envelopeSchema.extend({ board: liveBoardSchema });
export type LiveBoardReply = z.infer<typeof liveBoardReplySchema>;

/** Pushed when a console's events are stored: the new events of one bout. */
export const liveBoutMessageSchema = z.object({
  seq: z.number(),
  tatami: z.number().nullable(),
  categoryId: z.string(),
  boutId: z.string(),
  events: z.array(storedBoutEventSchema),
});
export type LiveBoutMessage = z.infer<typeof liveBoutMessageSchema>;

/** The athletes of a tournament's published draws, for "follow a fighter". */
export const liveAthletesReplySchema = envelopeSchema.extend({
  athletes: z.array(
    liveAthleteSchema.extend({
      categories: z.array(z.object({ categoryId: z.string(), name: z.string(), tatami: z.number().nullable() })),
    }),
  ),
});
export type LiveAthletesReply = z.infer<typeof liveAthletesReplySchema>;

export const displaySchema = z.object({
  id: z.string(),
  kind: z.enum(DISPLAY_KINDS),
  /** The scoreboard's tatami; null for the call-up screen. */
  tatami: z.number().nullable(),
  /** AO on the left and AKA on the right, for a screen on the officials' side of the mat. */
  mirrored: z.boolean(),
  label: z.string(),
  token: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type Display = z.infer<typeof displaySchema>;

export const createDisplaySchema = z
  .object({
    kind: z.enum(DISPLAY_KINDS),
    tatami: z.number().int().min(1).max(99).nullable(),
    mirrored: z.boolean().default(false),
    label: z.string().trim().max(60, fieldMessage('form.display.label')).default(''),
  })
  .refine((value) => (value.kind === 'scoreboard') === (value.tatami !== null), {
    path: ['tatami'],
    message: fieldMessage('form.display.tatami'),
  });
export type CreateDisplayRequest = z.input<typeof createDisplaySchema>;

export const revokeDisplaySchema = z.object({ displayId: z.string().trim().min(1).max(64) });
export type RevokeDisplayRequest = z.input<typeof revokeDisplaySchema>;

export const displaysReplySchema = envelopeSchema.extend({ displays: z.array(displaySchema) });
export type DisplaysReply = z.infer<typeof displaysReplySchema>;

export const displayTokenParamSchema = z.object({ token: z.string().regex(DISPLAY_TOKEN_PATTERN) });

/** What a display link opens, without an account: its screen and the board. The token itself is not repeated. */
export const displayReplySchema = envelopeSchema.extend({
  display: displaySchema.omit({ token: true, revokedAt: true }).extend({ eventId: z.string() }),
  board: liveBoardSchema,
});
export type DisplayReply = z.infer<typeof displayReplySchema>;

/** A stream's reply: text/event-stream, read with EventSource, never as JSON. */
export type LiveStreamReply = string;
export const liveStreamReplySchema = z.string().meta({ type: 'string', format: 'text/event-stream' });

/**
 * A console's own id: a random UUID the device makes once and keeps, so the server can tell one tablet from
 * another when it leases a tatami (decision 061).
 */
export const consoleIdSchema = consoleIdField;

/** Which console holds a tatami: one at a time, until the organiser (or the holder) hands it to another. */
export const tatamiLeaseSchema = z.object({
  consoleId: z.string(),
  /** The staff member who claimed it. */
  holder: z.string(),
  since: z.string(),
});
export type TatamiLease = z.infer<typeof tatamiLeaseSchema>;

/** Claims a tatami for this console; `take` moves it from another console (the organiser's spare tablet). */
export const claimTatamiSchema = z.object({
  tatami: z.number().int().min(1).max(99),
  consoleId: consoleIdSchema,
  take: z.boolean().default(false),
});
export type ClaimTatamiRequest = z.input<typeof claimTatamiSchema>;

export const consoleQuerySchema = z.object({ tatami: z.coerce.number().int().min(1).max(99) });
export type ConsoleQuery = z.input<typeof consoleQuerySchema>;

/** What a console needs: its tatami's lease and the board (its bout now, on deck, the profile). */
export const consoleReplySchema = envelopeSchema.extend({
  tatami: z.number(),
  lease: tatamiLeaseSchema.nullable(),
  board: liveBoardSchema,
});
export type ConsoleReply = z.infer<typeof consoleReplySchema>;

/** The table officials of a tournament: each one's tatami for the day (null: none). */
export const setTatamiOfficialsSchema = z.object({
  officials: z
    .array(z.object({ userId: z.string().trim().min(1).max(64), tatami: z.number().int().min(1).max(99).nullable() }))
    .max(200),
});
export type SetTatamiOfficialsRequest = z.input<typeof setTatamiOfficialsSchema>;

export const tatamiOfficialsReplySchema = envelopeSchema.extend({
  /** Every table official of the academy, with the tatami each has in this tournament. */
  officials: z.array(z.object({ userId: z.string(), name: z.string(), tatami: z.number().nullable() })),
});
export type TatamiOfficialsReply = z.infer<typeof tatamiOfficialsReplySchema>;
