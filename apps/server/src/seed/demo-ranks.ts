import type { Translations } from '@academy/contract';
import { systemActor } from '../audit/audit-log.ts';
import type { Deps } from '../deps.ts';
import { saveRanks } from '../modules/ranks/service.ts';
import { listRanks } from '../modules/ranks/syllabus.ts';

/** The default syllabus's colours in Hindi and Marathi (decision 048). */
const COLOUR_NAMES: Record<string, Translations<'name'>> = {
  White: { hi: { name: 'सफ़ेद' }, mr: { name: 'पांढरा' } },
  Yellow: { hi: { name: 'पीला' }, mr: { name: 'पिवळा' } },
  Orange: { hi: { name: 'नारंगी' }, mr: { name: 'केशरी' } },
  Green: { hi: { name: 'हरा' }, mr: { name: 'हिरवा' } },
  Blue: { hi: { name: 'नीला' }, mr: { name: 'निळा' } },
  Purple: { hi: { name: 'बैंगनी' }, mr: { name: 'जांभळा' } },
  Brown: { hi: { name: 'भूरा' }, mr: { name: 'तपकिरी' } },
  Black: { hi: { name: 'काला' }, mr: { name: 'काळा' } },
};

/**
 * Names the default syllabus's ranks in Hindi and Marathi on a new install (nobody signed up, no rank named in
 * another language yet), so the demo's Hindi and Marathi pages name the belts in their language. Returns how many
 * ranks it named.
 */
export async function seedDemoRankNames(deps: Pick<Deps, 'db'>): Promise<number> {
  const ranks = await listRanks(deps);
  if (ranks.some((rank) => Object.keys(rank.translations ?? {}).length > 0)) return 0;
  const fighter = await deps.db.selectFrom('fighters').select('id').limit(1).executeTakeFirst();
  if (fighter) return 0;
  const named = ranks.filter((rank) => COLOUR_NAMES[rank.name]);
  if (named.length === 0) return 0;
  await saveRanks(deps, systemActor('demo content'), {
    ranks: ranks.map((rank) => ({ ...rank, translations: COLOUR_NAMES[rank.name] ?? rank.translations })),
  });
  return named.length;
}
