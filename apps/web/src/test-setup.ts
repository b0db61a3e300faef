import { cleanup, configure } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, vi } from 'vitest';
import { DEFAULT_LANGUAGE } from '@academy/contract';
import { activateLanguage, loadAreas } from './lib/i18n.ts';

// A loaded machine (CI, or tests beside a build) renders slower than the 1 s default allows; findBy* still
// returns as soon as the element shows.
configure({ asyncUtilTimeout: 5000 });

// Components render here outside the lazy pages that load their messages (router.tsx): every area's messages are
// ready, in English until a test switches language.
await loadAreas(
  'public',
  'about',
  'gallery',
  'events',
  'classes',
  'form',
  'account',
  'admin',
  'ranks',
  'gradings',
  'payments',
  'tournaments',
);

// The files of a worker share one page and one module graph (vitest.config.ts): each file leaves them as it found
// them, with nothing rendered, nothing stubbed, nothing stored, English on and the network up (TanStack Query keeps
// what the last 'offline' or 'online' event said). `cleanup` removes only what `render` put in; a file that writes
// the document itself (the app's start, its template and #root) left a heading that a later file's
// `queryByRole('heading')` found, so the document is emptied too.
afterEach(() => cleanup());
afterAll(async () => {
  // Files marked `@vitest-environment node` have no document and no storage.
  globalThis.document?.head.replaceChildren();
  globalThis.document?.body.replaceChildren();
  vi.unstubAllGlobals();
  // A spy a file forgot to restore would replace that export for every file after it.
  vi.restoreAllMocks();
  vi.useRealTimers();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  onlineManager.setOnline(true);
  await activateLanguage(DEFAULT_LANGUAGE);
});
