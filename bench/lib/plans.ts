import type { CompiledQuery, KyselyPlugin } from 'kysely';
import type { Db, Dialect } from '../../apps/server/test-support/index.ts';
import { explain, type QueryPlan } from './audit-log.ts';

export interface CallPlans {
  name: string;
  plans: QueryPlan[];
  /** The large tables some query of the call reads whole. */
  fullScans: string[];
}

/**
 * Which of `largeTables` a plan reads whole: SQLite's SCAN and PostgreSQL's Seq Scan. With `indexOrder`, also a
 * SQLite SCAN in an index's order (to spare a sort), which reads the table whole unless a LIMIT is met early.
 */
export function wholeTableReads(
  dialect: Dialect,
  plan: string[],
  largeTables: readonly string[],
  indexOrder = false,
): string[] {
  const sqliteScan = indexOrder
    ? /^SCAN (\w+)(?: AS \w+)?(?: USING (?:COVERING )?INDEX \w+)?$/
    : /^SCAN (\w+)(?: AS \w+)?$/;
  const tables = plan.flatMap((line) => {
    const match = dialect === 'sqlite' ? sqliteScan.exec(line.trim()) : /Seq Scan on (\w+)/.exec(line);
    return match ? [match[1]!] : [];
  });
  return [...new Set(tables.filter((table) => largeTables.includes(table)))];
}

/**
 * Runs the server's own query functions on a database that notes each query it compiles, then asks the database
 * how it runs each distinct one.
 */
export async function plansOf(
  db: Db,
  dialect: Dialect,
  name: string,
  largeTables: readonly string[],
  run: (db: Db) => Promise<unknown>,
  options: { indexOrder?: boolean } = {},
): Promise<CallPlans> {
  const compiled: CompiledQuery[] = [];
  const noting: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      compiled.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  await run(db.withPlugin(noting));
  const distinct = [...new Map(compiled.map((query) => [query.sql, query])).values()];
  const plans = [];
  for (const [i, query] of distinct.entries()) {
    plans.push(await explain(db, dialect, `${name}, query ${i + 1}`, { compile: () => query }));
  }
  return {
    name,
    plans,
    fullScans: [...new Set(plans.flatMap((p) => wholeTableReads(dialect, p.plan, largeTables, options.indexOrder)))],
  };
}
