import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Belt ranks and gradings: the academy's syllabus (a common karate one to start with), each fighter's rank and
 * promotions with their certificate numbers from a series per year, and gradings with their batches, the rules of
 * each rank they test and their candidates. The free-text belt of existing profiles is read: a belt the syllabus
 * names becomes the fighter's rank; any other stays as typed, for the admin to confirm.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ranks')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('colour', 'varchar(7)', (c) => c.notNull())
    .addColumn('kind', 'varchar(3)', (c) => c.notNull())
    .addColumn('grade', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ranks_position_idx').on('ranks').column('position').execute();

  await db.schema
    .createTable('gradings')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('place', 'varchar(150)', (c) => c.notNull())
    // A JSON array of names, in the order the admin gave them.
    .addColumn('examiners', 'varchar(600)', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gradings_day_idx').on('gradings').column('day').execute();

  await db.schema
    .createTable('grading_batches')
    .addColumn('grading_id', 'varchar(64)', (c) => c.notNull().references('gradings.id').onDelete('cascade'))
    .addColumn('batch_id', 'varchar(64)', (c) => c.notNull().references('batches.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('grading_batches_pk', ['grading_id', 'batch_id'])
    .execute();

  await db.schema
    .createTable('grading_rules')
    .addColumn('grading_id', 'varchar(64)', (c) => c.notNull().references('gradings.id').onDelete('cascade'))
    .addColumn('rank_id', 'varchar(64)', (c) => c.notNull().references('ranks.id'))
    .addColumn('min_months', 'integer', (c) => c.notNull())
    .addColumn('min_classes', 'integer', (c) => c.notNull())
    .addColumn('min_age', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('grading_rules_pk', ['grading_id', 'rank_id'])
    .execute();

  await db.schema
    .createTable('promotions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('fighter_id', 'varchar(64)', (c) => c.notNull().references('fighters.id').onDelete('cascade'))
    .addColumn('rank_id', 'varchar(64)', (c) => c.notNull().references('ranks.id'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('grading_id', 'varchar(64)', (c) => c.references('gradings.id').onDelete('set null'))
    .addColumn('examiners', 'varchar(600)', (c) => c.notNull())
    .addColumn('certificate_number', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('recorded_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('promotions_fighter_day_idx').on('promotions').columns(['fighter_id', 'day']).execute();
  await db.schema.createIndex('promotions_day_idx').on('promotions').column('day').execute();
  await db.schema.createIndex('promotions_rank_idx').on('promotions').column('rank_id').execute();

  await db.schema
    .createTable('grading_candidates')
    .addColumn('grading_id', 'varchar(64)', (c) => c.notNull().references('gradings.id').onDelete('cascade'))
    .addColumn('fighter_id', 'varchar(64)', (c) => c.notNull().references('fighters.id').onDelete('cascade'))
    .addColumn('invited_at', 'varchar(32)', (c) => c.notNull())
    // The rank held when invited: the grading tests the one after it, whatever is recorded later.
    .addColumn('from_rank_id', 'varchar(64)', (c) => c.references('ranks.id'))
    .addColumn('result', 'varchar(10)')
    .addColumn('promotion_id', 'varchar(64)', (c) => c.references('promotions.id').onDelete('set null'))
    .addColumn('result_at', 'varchar(32)')
    .addPrimaryKeyConstraint('grading_candidates_pk', ['grading_id', 'fighter_id'])
    .execute();

  // The last number given in each year's series; raised in the transaction that records the promotion.
  await db.schema
    .createTable('certificate_series')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('fighters')
    .addColumn('rank_id', 'varchar(64)', (c) => c.references('ranks.id'))
    .execute();
  await db.schema.createIndex('fighters_rank_idx').on('fighters').column('rank_id').execute();

  const now = new Date().toISOString();
  const ranks = SYLLABUS.map((rank, position) => ({ id: randomUUID(), position, ...rank }));
  for (const rank of ranks) {
    await sql`insert into ranks (id, position, name, colour, kind, grade, created_at, updated_at)
      values (${rank.id}, ${rank.position}, ${rank.name}, ${rank.colour}, ${rank.kind}, ${rank.grade}, ${now}, ${now})`.execute(
      db,
    );
  }
  const typed = await sql<{ id: string; belt_level: string }>`
    select id, belt_level from fighters where belt_level is not null`.execute(db);
  for (const fighter of typed.rows) {
    const rank = beltOf(fighter.belt_level, ranks);
    if (rank)
      await sql`update fighters set rank_id = ${rank.id}, belt_level = null where id = ${fighter.id}`.execute(db);
  }
}

/** The migration's own copy of the syllabus and of the reading of typed belts: it builds the same rows forever. */
const SYLLABUS = [
  { name: 'White', colour: '#f4f4f2', kind: 'kyu', grade: 10 },
  { name: 'Yellow', colour: '#f5c518', kind: 'kyu', grade: 9 },
  { name: 'Orange', colour: '#f08a24', kind: 'kyu', grade: 8 },
  { name: 'Green', colour: '#2e8b57', kind: 'kyu', grade: 7 },
  { name: 'Blue', colour: '#1f5fbf', kind: 'kyu', grade: 6 },
  { name: 'Purple', colour: '#6f3fb5', kind: 'kyu', grade: 5 },
  { name: 'Brown', colour: '#7b4a24', kind: 'kyu', grade: 3 },
  { name: 'Brown', colour: '#6a3d1c', kind: 'kyu', grade: 2 },
  { name: 'Brown', colour: '#5a3116', kind: 'kyu', grade: 1 },
  { name: 'Black', colour: '#111111', kind: 'dan', grade: 1 },
  { name: 'Black', colour: '#111111', kind: 'dan', grade: 2 },
  { name: 'Black', colour: '#111111', kind: 'dan', grade: 3 },
];

function beltOf(typed: string, ranks: { id: string; name: string; kind: string; grade: number }[]) {
  const words = typed.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
  const numbered = /(\d+)\s*(?:st|nd|rd|th)?\s*(kyu|dan)/.exec(words);
  if (numbered) return ranks.find((r) => r.kind === numbered[2] && r.grade === Number(numbered[1])) ?? null;
  return ranks.find((r) => words.split(' ').includes(r.name.toLowerCase())) ?? null;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('fighters_rank_idx').execute();
  await db.schema.alterTable('fighters').dropColumn('rank_id').execute();
  for (const table of [
    'certificate_series',
    'grading_candidates',
    'promotions',
    'grading_rules',
    'grading_batches',
    'gradings',
    'ranks',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
