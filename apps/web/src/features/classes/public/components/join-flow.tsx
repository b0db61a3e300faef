import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { BATCH_JOIN_PARAM, batchPagePath, type Batch } from '@academy/contract';
import { usePublicPath } from '../../../../lib/language-paths.ts';
import { getSession, loginState, useSession } from '../../../../lib/session.ts';
import { useFamilyEnrolments } from '../../api/get-family-enrolments.ts';

const loadDialog = () => import('./join-dialog.tsx');
const JoinDialog = lazy(() => loadDialog().then((m) => ({ default: m.JoinDialog })));

/**
 * "Join this batch": a visitor is sent to log in and comes back to the batch's page, where the dialog opens; a
 * logged-in fighter chooses which profile of the family joins, and sees who of it is already in each batch. The dialog's code is fetched once a fighter is on the
 * page, so a tap does not wait for it.
 */
export function useJoinFlow() {
  const session = useSession();
  const fighter = loginState(session) === 'fighter';
  const navigate = useNavigate();
  const publicPath = usePublicPath();
  const [batch, setBatch] = useState<Batch | null>(null);
  const family = useFamilyEnrolments(fighter).data;

  useEffect(() => {
    if (fighter) void loadDialog().catch(() => {});
  }, [fighter]);

  // The stored session at the tap, not the render's: a page rendered by the server is hydrated as a visitor's and
  // takes the stored session a moment later, and a tap in between (or one held until hydration, app/early-taps.ts)
  // would send a logged-in parent to the login page and on to the batch's page.
  const join = useCallback(
    (chosen: Batch) => {
      if (loginState(getSession()) !== 'fighter') {
        const back = `${publicPath(batchPagePath(chosen.id))}?${BATCH_JOIN_PARAM}=1`;
        void navigate(`/fighter/login?next=${encodeURIComponent(back)}`);
        return;
      }
      setBatch(chosen);
    },
    [navigate, publicPath],
  );

  const dialog = (
    <Suspense fallback={null}>{batch && <JoinDialog batch={batch} onClose={() => setBatch(null)} />}</Suspense>
  );
  return { join, dialog, fighter, family };
}
