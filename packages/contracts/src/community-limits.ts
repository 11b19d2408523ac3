// Plain constants in their own module: the landing page imports them without pulling in zod schemas.

/** Limits for the shell's public forms (newsletter, contact) and page-view reports. */
export const CONTACT_LIMITS = { name: 100, email: 255, subject: 200, messageMin: 10, message: 5000 } as const;
export const PAGE_VIEW_LIMITS = { path: 300, referrer: 300, language: 10 } as const;
