import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { endpointUrl, ENDPOINTS } from '@academy/contract';
import { loadRoute, type RouteLoad } from './load.ts';
import { benchLogin } from './login.ts';
import { SESSION_ROUTE } from './report.ts';
import { benchAdminToken } from './section-run.ts';
import { ROOT } from './server.ts';

/** bench/seed.ts's data (events, bookings, fighters, families, gallery) in the database the environment names. */
export function seedApiLoadData(env: Record<string, string>, log: (message: string) => void): void {
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/seed.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  log(`seeded: ${out.trim()}`);
}

/** A seeded fighter's id and token, through the real login. */
async function fighterLogin(url: string): Promise<{ id: string; token: string }> {
  const { token, id } = await benchLogin(url, 'fighter', {
    email: 'fighter0@bench.test',
    password: 'bench-fighter-password',
  });
  if (!id) throw new Error('bench fighter login gave no id');
  return { id, token };
}

/**
 * The API load of `npm run bench` on a server of bench/seed.ts's data: each route against its baseline (the same
 * bytes from memory, or the route without its session check), `rounds` rounds each, one route after another.
 */
export async function apiLoad(
  server: { url: string; pid: number },
  { rounds, log }: { rounds: number; log: (message: string) => void },
): Promise<RouteLoad[]> {
  const token = await benchAdminToken(server.url);
  const events = (await (await fetch(`${server.url}${endpointUrl(ENDPOINTS.GetAllEvents)}`)).json()) as {
    events: { _id: string }[];
  };
  const eventId = events.events[0]!._id;
  const fighter = await fighterLogin(server.url);
  const routes = [
    { name: 'GetAllEvents', key: 'events', path: endpointUrl(ENDPOINTS.GetAllEvents, {}, { timestamp: Date.now() }) },
    { name: 'GetAllGalleryImages', key: 'gallery', path: endpointUrl(ENDPOINTS.GetAllGalleryImages) },
    { name: 'getEventById', key: 'event', path: endpointUrl(ENDPOINTS.getEventById, { id: eventId }) },
    {
      name: 'GetAllFighters (admin)',
      key: 'fighters',
      path: endpointUrl(ENDPOINTS.GetAllFighters),
      headers: { 'x-auth-token': token },
    },
    { name: 'index.html (/home)', key: 'index', path: '/home' },
    // Rendered by the server with their data (decision 071); the same HTML from memory is the baseline.
    { name: '/events rendered with its data', key: 'events-page', path: '/events' },
    { name: "an event's page rendered with its data", key: 'event-page', path: `/events/${eventId}` },
    {
      name: SESSION_ROUTE,
      key: 'fighter',
      path: endpointUrl(ENDPOINTS.GetFighterDetailsById, { id: fighter.id }),
      headers: { 'x-auth-token': fighter.token },
      baselinePath: `/__bench/session-free/fighter/${fighter.id}`,
    },
    {
      name: 'GetFamily (guardian with two children)',
      key: 'family',
      path: endpointUrl(ENDPOINTS.GetFamily),
      headers: { 'x-auth-token': fighter.token },
    },
  ];
  const figures: RouteLoad[] = [];
  for (const route of routes) {
    log(`  ${route.name}`);
    figures.push(await loadRoute(server, route, rounds));
  }
  return figures;
}
