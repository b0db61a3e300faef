import { configure } from '@testing-library/react';
import { loadAreas } from './lib/i18n.ts';

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
