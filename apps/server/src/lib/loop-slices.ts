/**
 * Long work done in slices of the event loop. Reading and reconciling a 2 MB bank statement took over a second of
 * plain computation (on SQLite the queries are synchronous too), during which the process answered nothing, not
 * even its liveness probe. A caller asks `due()` between small steps; once it has held the loop for the budget,
 * `pause()` lets timers, I/O and other requests run (setImmediate) before the next slice.
 */
export function loopSlices(budgetMs = 10) {
  let started = performance.now();
  return {
    due: () => performance.now() - started >= budgetMs,
    pause: async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      started = performance.now();
    },
  };
}

/**
 * JSON text of an object whose arrays may hold tens of thousands of rows, stringified a slice at a time. Same text as
 * JSON.stringify for plain data (no toJSON, no undefined values in arrays).
 */
export async function jsonInSlices(value: Record<string, unknown>, budgetMs = 10): Promise<string> {
  const slices = loopSlices(budgetMs);
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    let text: string;
    if (Array.isArray(item)) {
      const rows: string[] = [];
      for (const row of item) {
        rows.push(JSON.stringify(row));
        if (slices.due()) await slices.pause();
      }
      text = `[${rows.join(',')}]`;
    } else {
      text = JSON.stringify(item);
    }
    parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}
