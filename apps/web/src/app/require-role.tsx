import { Navigate, Outlet } from 'react-router';
import type { UserType } from '@academy/contract';
import { loginState, useSession } from '../lib/session.ts';

const LOGIN_PATH: Record<UserType, string> = { admin: '/admin/login', fighter: '/fighter/login' };

/** Admin and fighter guards: a stored token and the matching userType, else that role's login page. */
export function RequireRole({ role }: { role: UserType }) {
  const session = useSession();
  if (loginState(session) !== role) return <Navigate to={LOGIN_PATH[role]} replace />;
  return <Outlet />;
}
