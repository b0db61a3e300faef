import { z } from 'zod';
import { envelopeSchema } from './common.ts';

export const healthReplySchema = envelopeSchema.extend({
  database: z.object({ dialect: z.enum(['sqlite', 'postgres']), reachable: z.boolean() }),
  uptimeSeconds: z.number(),
});
export type HealthReply = z.infer<typeof healthReplySchema>;
