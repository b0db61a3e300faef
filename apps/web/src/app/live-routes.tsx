import { Route, Routes } from 'react-router';
import { lazyIn, page } from './lazy-page.tsx';
import NotFoundPage from './not-found-page.tsx';
import { addPageTitles } from './page-titles.ts';

/** The display links' screens' titles, which then name themselves by the tournament. */
addPageTitles([['/live/display/:token', 'tournaments.live.heading']]);

/** A display link's screen on a TV (a tatami's scoreboard or the call-up screen): full screen, no site frame. */
const DisplayPage = lazyIn(['tournaments'], () => import('../features/tournaments/live/display-page.tsx'));

/**
 * /live/*: the screens a display link opens. Their route table is a chunk of its own, so /home's router carries one
 * lazy import for them, not the display page's dependencies.
 */
export default function LiveRoutes() {
  return (
    <Routes>
      <Route path="display/:token" element={page(DisplayPage)} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
