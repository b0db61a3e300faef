import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * The first default syllabus skipped 4th kyu (Purple 5th kyu, then Brown 3rd kyu), which most karate syllabi have.
 * It is added after 5th kyu, in a darker purple, to every syllabus with 5th and 3rd kyu and no 4th. An academy that
 * never used 4th kyu cannot be told apart from one that kept the default, so it gets the rank too; nobody holds it,
 * and the owner removes it on the Ranks screen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ranks = await sql<{ id: string; position: number; kind: string; grade: number }>`
    select id, position, kind, grade from ranks`.execute(db);
  const kyu = (grade: number) => ranks.rows.find((rank) => rank.kind === 'kyu' && rank.grade === grade);
  const fifth = kyu(5);
  if (!fifth || !kyu(3) || kyu(4)) return;
  const now = new Date().toISOString();
  await sql`update ranks set position = position + 1 where position > ${fifth.position}`.execute(db);
  await sql`insert into ranks (id, position, name, colour, kind, grade, created_at, updated_at)
    values (${randomUUID()}, ${fifth.position + 1}, 'Purple', '#53298f', 'kyu', 4, ${now}, ${now})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Only the rank this migration made, and only while nobody holds it.
  await sql`delete from ranks where kind = 'kyu' and grade = 4 and colour = '#53298f'
    and id not in (select rank_id from promotions) and id not in (select rank_id from grading_rules)
    and id not in (select rank_id from fighters where rank_id is not null)`.execute(db);
}
