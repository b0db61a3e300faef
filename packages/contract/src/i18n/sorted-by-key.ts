/**
 * A catalog assembled from its parts, its keys in order as the one file had them: every reader (the translator,
 * the web's build, a test's comparison) sees the same object whatever the order of the parts.
 */
export function sortedByKey<Catalog extends Record<string, string>>(catalog: Catalog): Catalog {
  return Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) as Catalog;
}
