import fs from 'node:fs';
import net from 'node:net';

/**
 * Ports for what a test starts on a port it chose first: a server process (its port is known before it boots), an
 * SMTP or Redis server brought back where the app expects it, an app whose address a stand-in must know first.
 *
 * A port from `listen(0)` is free again once closed, and the kernel may give it to any other `listen(0)` or outgoing
 * connection meanwhile: another file's, or the other test run's beside this one (`npm test` runs SQLite and
 * PostgreSQL side by side), so the server started on it a second later could fail on EADDRINUSE. These ports come
 * from below the kernel's ephemeral range, where it gives out none, and from a slice of that of this test run and
 * worker alone; within the slice they go round, each checked free before it is handed out.
 */
const SLICES_PER_RUN = 8;

function ephemeralStart(): number {
  try {
    const [low] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Number(low);
  } catch {
    // Not Linux: IANA's dynamic range, where macOS and Windows start theirs.
    return 49_152;
  }
}

function slice(): { first: number; size: number } {
  const end = ephemeralStart();
  const start = Math.max(10_000, end - 12_000);
  const size = Math.floor((end - start) / (2 * SLICES_PER_RUN));
  // The PostgreSQL run sets TEST_DATABASE_URL; the SQLite run beside it does not.
  const run = process.env.TEST_DATABASE_URL ? 1 : 0;
  const worker = (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % SLICES_PER_RUN;
  return { first: start + (run * SLICES_PER_RUN + worker) * size, size };
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const { first, size } = slice();
// A file run isolated starts this module again: a random start keeps it off the ports the last file left behind.
let next = Math.floor(Math.random() * size);

/** A loopback port nothing listens on, that no other test run or worker will be given. */
export async function reservedPort(): Promise<number> {
  for (let tried = 0; tried < size; tried++) {
    const port = first + (next++ % size);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${first}-${first + size - 1}`);
}
