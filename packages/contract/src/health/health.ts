import { z } from 'zod';
import { envelopeSchema } from '../shared/common.ts';

/** Liveness: the process runs and its event loop answers; says nothing about the database. */
export const livenessReplySchema = envelopeSchema.extend({ uptimeSeconds: z.number() });
export type LivenessReply = z.infer<typeof livenessReplySchema>;

/** Readiness: the server can do its work: the database answers, the disk has room, email is not stuck. */
export const healthReplySchema = envelopeSchema.extend({
  database: z.object({ dialect: z.enum(['sqlite', 'postgres']), reachable: z.boolean() }),
  disk: z.object({ freeBytes: z.number(), ok: z.boolean() }),
  outbox: z.object({ pending: z.number(), failed: z.number() }).nullable(),
  uptimeSeconds: z.number(),
});
export type HealthReply = z.infer<typeof healthReplySchema>;
