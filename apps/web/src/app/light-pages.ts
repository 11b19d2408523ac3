import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The pages a signed-out visitor gets from the light entry besides the landing page (decision 0006):
 * they need no data, no client-side route and no query cache, only text and links away, so they load
 * without React Router and TanStack Query (issue 30: /about loaded 172 KB of JavaScript against its 120).
 * route-preloads.ts marks the same paths `light`, so the server announces only their own chunks; a test
 * holds the two lists together.
 */
export const LIGHT_PAGES: Readonly<
  Record<string, { Page: LazyExoticComponent<ComponentType>; namespace: string }>
> = {
  '/about': { Page: lazy(() => import('@/features/info/pages/About')), namespace: 'info' },
  '/faqs': { Page: lazy(() => import('@/features/info/pages/Faqs')), namespace: 'info' },
  '/privacy-policy': { Page: lazy(() => import('@/features/info/pages/PrivacyPolicy')), namespace: 'info' },
  '/terms-of-service': {
    Page: lazy(() => import('@/features/info/pages/TermsOfService')),
    namespace: 'info',
  },
};
