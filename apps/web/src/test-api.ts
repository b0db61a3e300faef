import { vi } from 'vitest';
import { academyToday, ENDPOINTS, type Fighter, type Rank } from '@academy/contract';

/** A call the component made, as the server would see it. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface CannedReply {
  status?: number;
  body: unknown;
}

/** Each endpoint's answer, by 'METHOD /path': a reply, or a function of the request for one that changes. */
export type ApiRoutes = Record<string, CannedReply | ((request: SentRequest) => CannedReply)>;

/** Who the admin screens' tests are signed in as, unless a test's routes say otherwise: the owner, who may do all. */
export const OWNER_ACCOUNT: CannedReply = {
  body: {
    status: 1,
    message: 'Staff fetched.',
    member: {
      id: 'owner-1',
      name: 'Shihan Rajesh Kulkarni',
      email: 'owner@kaizen.in',
      role: 'owner',
      twoFactor: false,
      mustSetUpTwoFactor: false,
    },
  },
};

/**
 * fetch for unit tests: answers each 'METHOD /path' from `routes` (404 for any other; the signed-in member of staff
 * is the owner unless `routes` give another) and records every call, so a test can check what was sent. Returns the
 * list the calls are recorded in.
 */
export function stubApi(given: ApiRoutes): SentRequest[] {
  const account = `GET ${ENDPOINTS.GetMyStaffAccount.path}`;
  const routes: ApiRoutes = { [account]: OWNER_ACCOUNT, ...given };
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: new URL(input, 'http://localhost').pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    };
    // The signed-in member the screens ask about is the harness's, not what a test checks, unless it gave one.
    if (`${request.method} ${request.path}` !== account || account in given) sent.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const reply = typeof route === 'function' ? route(request) : route;
    const { status = 200, body } = reply ?? {
      status: 404,
      body: { status: 0, message: `not stubbed: ${request.path}` },
    };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

/** A fighter's profile as the API sends it; an account holder's unless `guardianId` says whose child it is. */
export function fighterFixture(overrides: Partial<Fighter> = {}): Fighter {
  return {
    id: 'f1',
    fullName: 'Asha Rao',
    email: 'asha@example.com',
    mobileNumber: '9876543210',
    gender: 'Female',
    age: 38,
    weight: null,
    height: null,
    discipline: 'Karate',
    beltLevel: null,
    rankId: null,
    address: null,
    masterName: null,
    academyName: null,
    fighterImageUrl: null,
    fighterThumbnailUrl: null,
    language: 'en',
    guardianId: null,
    dateOfBirth: null,
    trains: true,
    createdAt: '2026-01-10T05:00:00.000Z',
    ...overrides,
  };
}

/** A date of birth for a child `years` old on the academy's today. */
export function bornYearsAgo(years: number): string {
  const [y, m, d] = academyToday().split('-');
  return `${Number(y) - years}-${m}-${d === '29' && m === '02' ? '28' : d}`;
}

/** The academy's default syllabus as GetRanks sends it, lowest first (ids r1 to r12). */
export const RANKS: Rank[] = (
  [
    ['White', '#f4f4f2', 'kyu', 10],
    ['Yellow', '#f5c518', 'kyu', 9],
    ['Orange', '#f08a24', 'kyu', 8],
    ['Green', '#2e8b57', 'kyu', 7],
    ['Blue', '#1f5fbf', 'kyu', 6],
    ['Purple', '#6f3fb5', 'kyu', 5],
    ['Brown', '#7b4a24', 'kyu', 3],
    ['Brown', '#6a3d1c', 'kyu', 2],
    ['Brown', '#5a3116', 'kyu', 1],
    ['Black', '#111111', 'dan', 1],
    ['Black', '#111111', 'dan', 2],
    ['Black', '#111111', 'dan', 3],
  ] as const
).map(([name, colour, kind, grade], index) => ({
  id: `r${index + 1}`,
  position: index + 1,
  name,
  colour,
  kind,
  grade,
}));

/** GetRanks answering the default syllabus. */
export const ranksRoute: ApiRoutes = {
  'GET /api/Ranks/GetRanks': { body: { status: 1, message: 'Ranks fetched successfully.', ranks: RANKS } },
};
