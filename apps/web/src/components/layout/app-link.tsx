import { createContext, useContext, type ComponentProps, type ComponentType } from 'react';

/**
 * Links in the shell (header, footer, landing) go through this context instead of importing React
 * Router, so the signed-out landing page can render without the router and query stack (see
 * docs/decisions/0006-light-landing-entry.md). Outside a router, links are plain anchors and a
 * click is a normal page load; inside the app, RouterLinks supplies client-side navigation.
 */
export type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

export interface Navigation {
  Link: ComponentType<AppLinkProps>;
  /** Replaces the current URL without a new history entry (e.g. cleaning ?logged_out=true). */
  replace: (to: string) => void;
  /** The current path, e.g. '/events/7' (sign-in links bring the runner back to it). */
  pathname: string;
  /** The current query string, e.g. '?logged_out=true'. */
  search: string;
}

function PlainLink({ to, ...props }: AppLinkProps) {
  return <a href={to} {...props} />;
}

export const plainNavigation: Navigation = {
  Link: PlainLink,
  replace: (to) => window.history.replaceState(window.history.state, '', to),
  get pathname() {
    return window.location.pathname;
  },
  get search() {
    return window.location.search;
  },
};

export const NavigationContext = createContext<Navigation>(plainNavigation);

export function AppLink(props: AppLinkProps) {
  const { Link } = useContext(NavigationContext);
  return <Link {...props} />;
}

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}
