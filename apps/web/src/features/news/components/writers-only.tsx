import { can } from '@stride/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '@/features/auth';

/** News authoring is for admins and appointed authors; anyone else goes home (the API says 403 anyway). */
export function WritersOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user || !can.writeNews(user.roles)) return <Navigate to="/" replace />;
  return children;
}
