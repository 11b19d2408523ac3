import { lazy } from 'react';
import { useAuth } from '@/features/auth';

// `/` is two different pages depending on auth state, so the choice is made at render time; each page
// is still its own lazily loaded chunk.
const Landing = lazy(() => import('@/features/landing/pages/Landing'));
const Home = lazy(() => import('@/features/home/pages/Home'));

export function HomeOrLanding() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Home /> : <Landing />;
}
