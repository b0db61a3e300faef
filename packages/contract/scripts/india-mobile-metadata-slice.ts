import { createRequire } from 'node:module';
import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * India's part of the installed libphonenumber-js "mobile" metadata, in the library's own metadata format: what
 * scripts/india-mobile-metadata.ts writes and what its test compares with the committed file. Node only (it reads
 * the package's JSON), never imported by the product's code.
 */
export function indiaMobileMetadata(): MetadataJson {
  const all = createRequire(import.meta.url)('libphonenumber-js/metadata.mobile.json') as MetadataJson & {
    countries: Record<string, unknown>;
  };
  return {
    version: all.version,
    country_calling_codes: { '91': ['IN'] },
    countries: { IN: all.countries.IN },
    nonGeographic: {},
  } as MetadataJson;
}
