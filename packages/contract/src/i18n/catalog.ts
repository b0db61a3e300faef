import english from './catalogs/en.json' with { type: 'json' };

/**
 * The English catalog: the product's own words (docs/product/messages.md) as ICU MessageFormat, where `{name}`
 * is a value and `{n, plural, one {...} other {...}}` a plural. Every other language's catalog has its keys.
 */
export const ENGLISH = english;
export type MessageKey = keyof typeof english;
export type Catalog = Record<MessageKey, string>;
