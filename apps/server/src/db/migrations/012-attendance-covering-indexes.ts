import type { Kysely } from 'kysely';

/**
 * Attendance's statistics read a mark for every row they count: a grading's candidates (classes attended since each
 * one's last promotion) and the dashboard's 12 weeks per batch. With the mark in the index they are answered from
 * the index alone instead of one table lookup per mark: on 964,020 marks (SQLite), 300 candidates went from 343 to
 * 53 ms and the dashboard's weeks from 93 to 26 ms. The (fighter_id, day) index is replaced by its wider twin,
 * which serves every query it served.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('attendance_fighter_day_mark_idx')
    .on('attendance')
    .columns(['fighter_id', 'day', 'mark'])
    .execute();
  await db.schema.dropIndex('attendance_fighter_day_idx').execute();
  await db.schema
    .createIndex('attendance_batch_day_mark_idx')
    .on('attendance')
    .columns(['batch_id', 'day', 'mark'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('attendance_batch_day_mark_idx').execute();
  await db.schema.createIndex('attendance_fighter_day_idx').on('attendance').columns(['fighter_id', 'day']).execute();
  await db.schema.dropIndex('attendance_fighter_day_mark_idx').execute();
}
