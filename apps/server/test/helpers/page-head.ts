// What the tests of the pages whose head the server writes (an event's, a batch's, a tournament's results) read in them.
import jsonld from 'jsonld';
import { ACADEMY_NAME } from '@academy/contract';

/** index.html as Vite builds it: the site's own title and description, which an event page replaces. */
export const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The academy's own description."
    />
    <title>${ACADEMY_NAME}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
export const ORIGIN = 'https://kaizen.example.in';

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every <meta property|name="key" content="..."> of a page, decoded. */
export function metas(html: string, key: string): string[] {
  return [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)]
    .filter((match) => match[1] === key)
    .map((match) => decode(match[2]!));
}
export const meta = (html: string, key: string) => metas(html, key)[0];

/** The page's JSON-LD scripts, as a JSON reader (a search engine) reads them. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

export const SCHEMA = 'https://schema.org/';
/**
 * schema.org's context, held here: the test makes no request. The real one (https://schema.org/docs/jsonldcontext.json)
 * maps every term into the schema.org vocabulary the same way, and reads values of the enumerations and URL-valued
 * properties as addresses, as declared below.
 */
const SCHEMA_CONTEXT = {
  '@context': {
    '@vocab': SCHEMA,
    eventStatus: { '@type': '@id' },
    eventAttendanceMode: { '@type': '@id' },
    availability: { '@type': '@id' },
    url: { '@type': '@id' },
    image: { '@type': '@id' },
  },
};
/** Expands the JSON-LD offline (its context is given, not fetched) and lists each property and type it uses. */
export async function expandedTerms(document: Record<string, unknown>): Promise<string[]> {
  const documentLoader = async (url: string) => {
    if (url.replace(/\/$/, '') !== SCHEMA.replace(/\/$/, '')) throw new Error(`no network in tests: ${url}`);
    return { contextUrl: undefined, documentUrl: url, document: SCHEMA_CONTEXT };
  };
  // Safe mode: a term or value the expansion would drop is an error, not a silent loss.
  const options = { documentLoader, safe: true };
  const expanded = await jsonld.expand(document as jsonld.JsonLdDocument, options);
  const terms: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '@type' && Array.isArray(value)) terms.push(...(value as string[]));
      else if (!key.startsWith('@')) terms.push(key);
      walk(value);
    }
  };
  walk(expanded);
  return terms;
}

/** A value inside parsed JSON, by its keys; undefined where the path leads nowhere. */
export function at(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );
}
