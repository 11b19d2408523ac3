/*
 * Run club constants without zod, so that a page which only shows a club (the club page's members and
 * their roles) can use them without downloading the validation library; the schemas in runclubs.ts
 * use them (issue 30).
 */

/** member < admin < owner. One owner a club; the owner hands ownership over before leaving. */
export const CLUB_ROLES = ['member', 'admin', 'owner'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];

export const CLUB_LIMITS = {
  name: 120,
  description: 2000,
  comments: 1000,
  /** SPEC section 9: run club location max 200. */
  location: 200,
  /** annualCost is numeric(10,2). */
  annualCost: 99_999_999.99,
  membersShown: 50,
  upcomingEvents: 10,
  listDefault: 20,
  listMax: 50,
  searchText: 100,
} as const;

export const RUNCLUB_LOGO = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
