import { createContext, useContext } from 'react';

/**
 * What the signed-in layout shows that belongs to features: live counts and signing out. The app
 * (app/root-layout.tsx) fills it from the features' public hooks, so nothing under components/ imports
 * a feature (the import boundary in .oxlintrc.json).
 */
export interface ShellData {
  /** Unread notifications: the bell and the Alerts tab. */
  unreadCount: number;
  /** The runner's upcoming events, for the My Events badges; undefined until known. */
  upcomingCount: number | undefined;
  /** Whether a training plan is active (Adjust Plan shows only then). */
  hasActivePlan: boolean;
  signOut: () => void;
}

const ShellDataContext = createContext<ShellData>({
  unreadCount: 0,
  upcomingCount: undefined,
  hasActivePlan: false,
  signOut: () => {},
});

export const ShellDataProvider = ShellDataContext;

export function useShellData(): ShellData {
  return useContext(ShellDataContext);
}
