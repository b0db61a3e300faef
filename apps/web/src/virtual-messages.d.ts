// Modules made by build/catalogs-plugin.ts.
declare module 'virtual:messages/loaders' {
  import type { Messages } from '@lingui/core';
  type Area = 'public' | 'about' | 'gallery' | 'events' | 'form' | 'account' | 'admin';
  export const LOADERS: Record<string, Record<Area, () => Promise<{ default: Messages }>>>;
}

declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
