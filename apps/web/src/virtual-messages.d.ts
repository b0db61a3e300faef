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
    | 'payments';
  /** English's public part is not here: the entry imports it (virtual:messages/en/public). */
  export const LOADERS: Record<string, Partial<Record<Area, () => Promise<{ default: Messages }>>>>;
}

declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
