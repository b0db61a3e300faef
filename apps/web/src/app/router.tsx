import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import HomePage from '../features/home/home-page.tsx';
import { RequireRole } from './require-role.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Lazy route module: the page's code is fetched only when the route is visited. */
function page(load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** The route table of SPEC.md section 2. Admin and fighter areas are separate lazy chunks. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      {
        element: <PublicLayout />,
        children: [
          { path: 'home', element: <HomePage /> },
          { path: 'about-us', ...page(() => import('../features/about/about-page.tsx')) },
          { path: 'gallery', ...page(() => import('../features/gallery/gallery-page.tsx')) },
          { path: 'events', ...page(() => import('../features/events/events-page.tsx')) },
          { path: 'booking-confirmation', ...page(() => import('../features/booking/booking-confirmation-page.tsx')) },
          { path: '*', ...page(() => import('./not-found-page.tsx')) },
        ],
      },
      { path: 'admin/login', ...page(() => import('../features/admin-auth/admin-login-page.tsx')) },
      {
        path: 'admin',
        element: <RequireRole role="admin" />,
        children: [
          {
            ...page(() => import('./layouts/admin-layout.tsx')),
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              { path: 'dashboard', ...page(() => import('../features/admin-fighters/fighters-list-page.tsx')) },
              { path: 'fighters', ...page(() => import('../features/admin-fighters/fighters-list-page.tsx')) },
              { path: 'gallery', ...page(() => import('../features/admin-gallery/admin-gallery-page.tsx')) },
              { path: 'events', ...page(() => import('../features/admin-events/admin-events-page.tsx')) },
              { path: 'event-details/:id', ...page(() => import('../features/admin-events/event-details-page.tsx')) },
              {
                path: 'admin-event-details/:id',
                ...page(() => import('../features/admin-events/admin-event-details-page.tsx')),
              },
            ],
          },
        ],
      },
      { path: 'fighter/signup', ...page(() => import('../features/fighter-auth/fighter-signup-page.tsx')) },
      { path: 'fighter/login', ...page(() => import('../features/fighter-auth/fighter-login-page.tsx')) },
      {
        path: 'fighter/forgot-password',
        ...page(() => import('../features/fighter-auth/forgot-password-page.tsx')),
      },
      {
        path: 'fighter',
        element: <RequireRole role="fighter" />,
        children: [
          {
            ...page(() => import('./layouts/fighter-layout.tsx')),
            children: [
              { index: true, element: <Navigate to="/fighter/viewprofile" replace /> },
              { path: 'viewprofile', ...page(() => import('../features/fighter-profile/view-profile-page.tsx')) },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
