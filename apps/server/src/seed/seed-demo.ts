import type { Deps } from '../deps.ts';
import { seedDemoClasses } from './demo-classes.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoFamilies } from './demo-families.ts';
import { seedDemoGallery } from './demo-gallery.ts';
import { seedDemoGrading } from './demo-grading.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoPayments } from './demo-payments.ts';
import { seedDemoRankNames } from './demo-ranks.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { seedDemoTournaments } from './demo-tournaments.ts';

/**
 * Demo content so a new install shows a living site, kept out of the business modules: it goes through their
 * services and queries like any other caller. Each part seeds only when its table is empty, so running it on
 * every start is idempotent and never touches real data.
 */
export async function seedDemoContent(deps: Deps): Promise<void> {
  const events = await seedDemoEvents(deps);
  const gallery = await seedDemoGallery(deps);
  const classes = await seedDemoClasses(deps);
  const rankNames = await seedDemoRankNames(deps);
  const gradings = await seedDemoGrading(deps);
  const payments = await seedDemoPayments(deps);
  // Last: payment settings and batches first, and the earlier parts each check that nobody has signed up yet.
  const staff = await seedDemoStaff(deps);
  const families = await seedDemoFamilies(deps);
  const tournaments = await seedDemoTournaments(deps);
  // After the families and their fees: their opt-ins, earlier reminders and today's.
  const messages = await seedDemoMessages(deps);
  if (events + gallery + classes + rankNames + gradings + payments + staff + families + tournaments + messages > 0) {
    deps.log.info(
      { events, gallery, classes, rankNames, gradings, payments, staff, families, tournaments, messages },
      'demo content seeded (SEED_DEMO=false turns it off)',
    );
  }
}
