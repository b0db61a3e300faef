/** What build/staff-app.ts writes beside the built app, at the site's root, for the staff app (decision 042). */
export const STAFF_APP_FILES = {
  worker: '/sw.js',
  manifest: '/staff.webmanifest',
  appleTouchIcon: '/icons/staff-apple-touch-180.png',
} as const;
