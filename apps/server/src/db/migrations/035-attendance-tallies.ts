import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Attendance tallies kept by the database itself (docs/decisions/080-attendance-tallies.md).
 *
 * - `attendance_day_tally`: each batch's marks and attended marks (present or late) on each day. The dashboard's 12
 *   weeks of every open batch read about 1,800 of these rather than counting about 100,000 marks.
 * - `attendance_month_tally`: each fighter's attended marks in each month (YYYY-MM). A grading's candidates' classes
 *   since their last promotion add whole months from here and count marks only in the two months at the ends.
 *
 * Triggers on `attendance` keep both equal to counting the marks, whatever writes them (a tap, a QR check-in, the
 * demo seed, a cascade from a deleted fighter or batch): no code path can forget one. A migration that rebuilds the
 * attendance table must create them again. Existing marks are counted into the tallies here.
 */
const ATTENDED = (row: 'NEW' | 'OLD') => `CASE WHEN ${row}.mark IN ('present', 'late') THEN 1 ELSE 0 END`;

const add = `
  INSERT INTO attendance_day_tally (batch_id, day, marks, attended)
    VALUES (NEW.batch_id, NEW.day, 1, ${ATTENDED('NEW')})
    ON CONFLICT (batch_id, day) DO UPDATE
    SET marks = attendance_day_tally.marks + 1, attended = attendance_day_tally.attended + excluded.attended;
  INSERT INTO attendance_month_tally (fighter_id, month, attended)
    VALUES (NEW.fighter_id, substr(NEW.day, 1, 7), ${ATTENDED('NEW')})
    ON CONFLICT (fighter_id, month) DO UPDATE SET attended = attendance_month_tally.attended + excluded.attended;`;

const remove = `
  UPDATE attendance_day_tally SET marks = marks - 1, attended = attended - ${ATTENDED('OLD')}
    WHERE batch_id = OLD.batch_id AND day = OLD.day;
  UPDATE attendance_month_tally SET attended = attended - ${ATTENDED('OLD')}
    WHERE fighter_id = OLD.fighter_id AND month = substr(OLD.day, 1, 7);`;

/** Only a change of what is counted moves a tally: a new method or time on the same mark does not. */
const COUNTED_CHANGE =
  'OLD.batch_id <> NEW.batch_id OR OLD.day <> NEW.day OR OLD.fighter_id <> NEW.fighter_id OR OLD.mark <> NEW.mark';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attendance_day_tally')
    .addColumn('batch_id', 'varchar(64)', (c) => c.notNull().references('batches.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('marks', 'integer', (c) => c.notNull())
    .addColumn('attended', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('attendance_day_tally_pk', ['batch_id', 'day'])
    .addCheckConstraint('attendance_day_tally_counts', sql`attended >= 0 and attended <= marks`)
    .execute();
  await db.schema
    .createTable('attendance_month_tally')
    .addColumn('fighter_id', 'varchar(64)', (c) => c.notNull().references('fighters.id').onDelete('cascade'))
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('attended', 'integer', (c) => c.notNull().check(sql`attended >= 0`))
    .addPrimaryKeyConstraint('attendance_month_tally_pk', ['fighter_id', 'month'])
    .execute();
  await sql`
    insert into attendance_day_tally (batch_id, day, marks, attended)
    select batch_id, day, count(*), sum(case when mark in ('present', 'late') then 1 else 0 end)
    from attendance group by batch_id, day`.execute(db);
  await sql`
    insert into attendance_month_tally (fighter_id, month, attended)
    select fighter_id, substr(day, 1, 7), sum(case when mark in ('present', 'late') then 1 else 0 end)
    from attendance group by fighter_id, substr(day, 1, 7)`.execute(db);

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql.raw(`CREATE TRIGGER attendance_tally_insert AFTER INSERT ON attendance BEGIN ${add} END`).execute(db);
    await sql.raw(`CREATE TRIGGER attendance_tally_delete AFTER DELETE ON attendance BEGIN ${remove} END`).execute(db);
    await sql
      .raw(
        `CREATE TRIGGER attendance_tally_update AFTER UPDATE ON attendance WHEN ${COUNTED_CHANGE} BEGIN ${remove} ${add} END`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE FUNCTION attendance_tally() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN ${remove} END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN ${add} END IF;
        RETURN NULL;
      END $$`,
    )
    .execute(db);
  await sql`CREATE TRIGGER attendance_tally_insert_delete AFTER INSERT OR DELETE ON attendance
    FOR EACH ROW EXECUTE FUNCTION attendance_tally()`.execute(db);
  await sql
    .raw(
      `CREATE TRIGGER attendance_tally_update AFTER UPDATE ON attendance
      FOR EACH ROW WHEN (${COUNTED_CHANGE}) EXECUTE FUNCTION attendance_tally()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const name of ['insert', 'delete', 'update'])
      await sql.raw(`DROP TRIGGER attendance_tally_${name}`).execute(db);
  } else {
    await sql`DROP TRIGGER attendance_tally_insert_delete ON attendance`.execute(db);
    await sql`DROP TRIGGER attendance_tally_update ON attendance`.execute(db);
    await sql`DROP FUNCTION attendance_tally()`.execute(db);
  }
  await db.schema.dropTable('attendance_month_tally').execute();
  await db.schema.dropTable('attendance_day_tally').execute();
}
