/**
 * Writes src/shared/india-mobile-metadata.json: libphonenumber-js's "mobile" metadata cut down to India (+91), the only
 * country the academy's forms accept. The whole set is 95 KB and would ride in every page with a form; India's part
 * is 4 KB. Run after upgrading libphonenumber-js (its unit test fails until the slice matches the installed one):
 *
 *   npx tsx packages/contract/scripts/india-mobile-metadata.ts
 */
import fs from 'node:fs';
import { indiaMobileMetadata } from './india-mobile-metadata-slice.ts';

const target = new URL('../src/shared/india-mobile-metadata.json', import.meta.url);
fs.writeFileSync(target, `${JSON.stringify(indiaMobileMetadata())}\n`);
console.log(`wrote ${target.pathname}`);
