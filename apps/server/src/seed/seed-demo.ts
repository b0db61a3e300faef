import type { FastifyInstance } from 'fastify';
import { seedDemoEvents } from '../modules/events/demo.ts';
import { seedDemoGallery } from '../modules/gallery/demo.ts';

/**
 * Demo content so a new install shows a living site. Each module seeds only when its table is empty,
 * so running it on every start is idempotent and never touches real data.
 */
export async function seedDemoContent(app: FastifyInstance): Promise<void> {
  const events = await seedDemoEvents(app);
  const gallery = await seedDemoGallery(app);
  if (events + gallery > 0) app.log.info({ events, gallery }, 'demo content seeded (SEED_DEMO=false turns it off)');
}
