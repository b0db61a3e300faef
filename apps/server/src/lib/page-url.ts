import { languagePath, type Language } from '@academy/contract';
import type { Config } from '../config.ts';

/** The site's own address for a page in a language; the server's when PUBLIC_URL is not set (development). */
export function pageUrl(config: Pick<Config, 'publicOrigin'>, language: Language, path: string): string {
  return new URL(languagePath(language, path), config.publicOrigin).toString();
}
