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
 * The JSON of an object whose arrays may hold tens of thousands of rows, as UTF-8 bytes, made a slice at a time: the
 * text is turned into bytes every 64 KB, since encoding a 5 MB string of 45,000 pieces at once took 80 ms by itself.
 * The same text as JSON.stringify for plain data (no toJSON, no undefined in arrays).
 */
export async function jsonInSlices(value: Record<string, unknown>, budgetMs = 10): Promise<Buffer> {
  const slices = loopSlices(budgetMs);
  const bytes: Buffer[] = [];
  let text = '{';
  let comma = '';
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    text += `${comma}${JSON.stringify(key)}:`;
    comma = ',';
    if (!Array.isArray(item)) {
      text += JSON.stringify(item);
      continue;
    }
    text += '[';
    for (let i = 0; i < item.length; i += 1) {
      text += `${i === 0 ? '' : ','}${JSON.stringify(item[i])}`;
      if (text.length >= 64 * 1024) {
        bytes.push(Buffer.from(text));
        text = '';
      }
      if (slices.due()) await slices.pause();
    }
    text += ']';
  }
  bytes.push(Buffer.from(`${text}}`));
  return Buffer.concat(bytes);
}
