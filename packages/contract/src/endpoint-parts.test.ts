import { readdirSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from './endpoints.ts';
import { STAFF_ACCESS, STAFF_ACTIONS } from './staff-access.ts';
import { ENDPOINT_SCHEMAS } from './endpoint-schemas.ts';

/**
 * The folder whose part holds an endpoint, by its OpenAPI tag, where the two differ (docs/architecture.md, "Features":
 * a feature is several server modules, and so several tags). Both logins share the tag `auth`: a fighter's is the
 * families', a member of staff's (AdminLogin, AdminTwoFactorLogin) the staff's.
 */
const FOLDER_OF_TAG: Record<string, string> = {
  fighters: 'families',
  consents: 'families',
  bookings: 'events',
  waitlist: 'events',
  enrolments: 'classes',
  attendance: 'classes',
  gradings: 'ranks',
  'two-factor': 'staff',
  search: 'people-search',
  sessions: 'shared',
};
const folderOf = (name: string, endpoint: Endpoint) =>
  endpoint.tag === 'auth'
    ? name.startsWith('Admin')
      ? 'staff'
      : 'families'
    : (FOLDER_OF_TAG[endpoint.tag] ?? endpoint.tag);

const SRC = new URL('./', import.meta.url);
const FOLDERS = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/endpoints.ts`, SRC)))
  .map((entry) => entry.name)
  .sort();

/** A feature's rows of a table: the part file's export named <FEATURE>_<suffix> (CLASSES_ENDPOINTS). */
async function partOf(folder: string, file: string, suffix: string): Promise<Record<string, unknown>> {
  const exports = (await import(`./${folder}/${file}.ts`)) as Record<string, Record<string, unknown>>;
  const name = `${folder.toUpperCase().replaceAll('-', '_')}_${suffix}`;
  expect(Object.keys(exports), `${folder}/${file}.ts`).toContain(name);
  return exports[name]!;
}
const endpointsOf = (folder: string) => partOf(folder, 'endpoints', 'ENDPOINTS');

describe("the endpoint table's parts", () => {
  it('are one per feature folder, and each endpoint is written in exactly one of them', async () => {
    expect(FOLDERS.length).toBeGreaterThan(10);
    const seen = new Map<string, string[]>();
    for (const folder of FOLDERS) {
      for (const name of Object.keys(await endpointsOf(folder))) seen.set(name, [...(seen.get(name) ?? []), folder]);
    }
    expect([...seen].filter(([, folders]) => folders.length > 1)).toEqual([]);
    expect([...seen.keys()].sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it("put each endpoint in the folder of its tag's feature", async () => {
    const misplaced: string[] = [];
    for (const folder of FOLDERS) {
      for (const [name, endpoint] of Object.entries(await endpointsOf(folder))) {
        const expected = folderOf(name, endpoint as Endpoint);
        if (expected !== folder)
          misplaced.push(`${name} (tag ${(endpoint as Endpoint).tag}) in ${folder}/, not ${expected}/`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it("give each feature's endpoints their staff rows and schemas in the same folder, and nowhere else", async () => {
    let total = 0;
    for (const folder of FOLDERS) {
      const names = Object.keys(await endpointsOf(folder)).sort();
      const rows = await partOf(folder, 'staff-access', 'STAFF_ACCESS');
      expect(Object.keys(rows).sort(), `${folder}/staff-access.ts`).toEqual(names);
      const schemas = await partOf(folder, 'endpoint-schemas', 'ENDPOINT_SCHEMAS');
      expect(Object.keys(schemas).sort(), `${folder}/endpoint-schemas.ts`).toEqual(names);
      total += names.length;
    }
    // The assembled tables hold no row twice: a name in two parts would count once there.
    expect(Object.keys(STAFF_ACCESS)).toHaveLength(total);
    expect(Object.keys(ENDPOINT_SCHEMAS)).toHaveLength(total);
  });

  it('keep each decision of STAFF_ACTIONS in one part', async () => {
    const actions: string[] = [];
    for (const folder of FOLDERS) {
      const module = (await import(`./${folder}/staff-access.ts`)) as Record<string, Record<string, unknown>>;
      for (const [key, table] of Object.entries(module)) {
        if (key.endsWith('_STAFF_ACTIONS')) actions.push(...Object.keys(table));
      }
    }
    expect(actions.sort()).toEqual(Object.keys(STAFF_ACTIONS).sort());
  });
});
