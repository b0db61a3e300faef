// Modules made by build/catalogs-plugin.ts.
declare module 'virtual:messages/loaders' {
  import type { Messages } from '@lingui/core';
  type Area =
    | 'public'
    | 'about'
    | 'gallery'
    | 'events'
    | 'privacy'
    | 'consent'
    | 'classes'
    | 'form'
    | 'account'
    | 'admin'
    | 'ranks'
    | 'gradings'
    | 'payments'
    | 'tournaments';
  /**
   * A part of a language's catalog; rejects for one the build has not (English's public part: the entry imports it,
   * virtual:messages/en/public).
   */
  export function loadArea(language: string, area: Area): Promise<Messages>;
}

declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
