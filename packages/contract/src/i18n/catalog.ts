import english from './catalogs/en.ts';

/**
 * The English catalog: the product's own words (docs/product/messages.md) as ICU MessageFormat, where `{name}`
 * is a value and `{n, plural, one {...} other {...}}` a plural, assembled from each feature's part
 * (`<feature>/messages/en.json`, catalogs/en.ts). Every other language's catalog has its keys.
 */
export const ENGLISH = english;
export type MessageKey = keyof typeof english;
export type Catalog = Record<MessageKey, string>;
