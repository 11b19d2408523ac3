import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { NavigationContext, type AppLinkProps, type Navigation } from './app-link';

function RouterLink({ to, ...props }: AppLinkProps) {
  return <Link to={to} {...props} />;
}

/** Inside the routed app: shell links navigate client-side. */
export function RouterLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const value = useMemo<Navigation>(
    () => ({ Link: RouterLink, replace: (to) => void navigate(to, { replace: true }), pathname, search }),
    [navigate, pathname, search],
  );
  return <NavigationContext value={value}>{children}</NavigationContext>;
}
