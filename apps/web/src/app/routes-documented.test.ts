// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-titles.ts';
import './admin-titles.ts';
import './fighter-titles.ts';
import './live-routes.tsx';

/** The route files and the address each one's paths hang under. */
const ROUTE_FILES = [
  ['router.tsx', ''],
  ['admin-routes.tsx', '/admin'],
  ['fighter-routes.tsx', '/fighter'],
  ['live-routes.tsx', '/live'],
  // The router's events/* is routed on in the events page's chunk: an event's page and a tournament's results.
  ['../features/events/public/events-page.tsx', '/events'],
] as const;

/** Every address the web app's router knows, read from its route files (`path="..."`), optional parts spelled out. */
function routerAddresses(): string[] {
  return ROUTE_FILES.flatMap(([file, prefix]) => {
    const source = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
    return [...source.matchAll(/<Route[^>]*\spath="([^"]+)"/g)]
      .map(([, path]) => path!)
      .filter((path) => path !== '*' && !path.endsWith('/*'))
      .flatMap((path) => (path.endsWith('?') ? [path.replace(/\/:[^/]+\?$/, ''), path.slice(0, -1)] : [path]))
      .map((path) => `${prefix}/${path}`);
  });
}

describe('docs/product/README.md', () => {
  it('lists every address the router knows in its address table, so the docs follow the product', () => {
    const docs = fs.readFileSync(path.join(import.meta.dirname, '../../../../docs/product/README.md'), 'utf8');
    const table = docs.slice(docs.indexOf('| area '), docs.indexOf('| API '));
    const addresses = routerAddresses();
    expect(addresses.length).toBeGreaterThan(40);
    expect(addresses.filter((address) => !table.includes(`\`${address}\``))).toEqual([]);
  });
});

describe('page titles', () => {
  it("gives every address the router knows a title, never the 404 page's", () => {
    const notFound = pageTitle('/no-such-page');
    const untitled = routerAddresses()
      .map((address) => address.replace(/:[^/]+/g, 'x1'))
      .filter((address) => pageTitle(address) === notFound);
    expect(untitled).toEqual([]);
  });
});
