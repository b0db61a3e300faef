import { DEFAULT_LANGUAGE, type Language } from '@academy/contract';
import type { Config } from '../config.ts';

/** The site's own address for a page in a language; the server's when PUBLIC_URL is not set (development). */
export function pageUrl(config: Pick<Config, 'publicUrl' | 'port'>, language: Language, path: string): string {
  const base = config.publicUrl ?? `http://localhost:${config.port}`;
  return new URL(language === DEFAULT_LANGUAGE ? path : `/${language}${path}`, base).toString();
}
