/** Replies of the session routes: ending every session of the caller. */
export const SESSION_MESSAGES = {
  loggedOutEverywhere: 'You have been logged out on every device.',
  /** A token issued before the last password change, reset or "log out everywhere". */
  sessionEnded: 'Your session has ended. Please log in again.',
} as const;
