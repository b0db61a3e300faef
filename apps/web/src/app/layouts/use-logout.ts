import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { queryClient } from '../../lib/query-client.ts';
import { clearSession } from '../../lib/session.ts';

/**
 * LOGOUT for the guarded layouts: leave for `target` (a public page, in the language being read), then clear all
 * storage and cached data.
 * The session is cleared once the layout has unmounted, i.e. after we left the guarded area: cleared earlier,
 * the guard would see a visitor first and send us to the login page instead of `target`.
 */
export function useLogout(target: string): () => void {
  const navigate = useNavigate();
  const loggingOut = useRef(false);
  useEffect(
    () => () => {
      if (!loggingOut.current) return;
      clearSession();
      queryClient.clear();
    },
    [],
  );
  return () => {
    loggingOut.current = true;
    void navigate(target, { replace: true });
  };
}
