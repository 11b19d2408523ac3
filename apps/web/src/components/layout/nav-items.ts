import { can } from '@stride/contracts';
import type { TranslationKey } from '@/i18n/keys';

export interface NavItem {
  to: string;
  labelKey: TranslationKey;
  /** Which live figure, if any, shows beside the label. */
  badge?: 'upcomingEvents';
  /** Shown only while the runner has an active training plan. */
  needsActivePlan?: boolean;
  /** Shown only to staff (any role); the server checks the role again on every admin call. */
  staffOnly?: true;
}

/** Keeps the keys but types every entry as a NavItem, so deleting a flag never breaks a reader. */
const entries = <K extends string>(items: Record<K, NavItem>): Record<K, NavItem> => items;

/**
 * Every place Stride's navigation can take a runner, once. The top bar, the phone menu, the bottom tab
 * bar, the avatar menu and the footer all use these entries, so a flag set here holds everywhere.
 */
export const NAV = entries({
  createEvent: { to: '/create', labelKey: 'common:nav.createEvents' },
  findEvents: { to: '/', labelKey: 'common:nav.findEvents' },
  myEvents: { to: '/my-events', labelKey: 'common:nav.myEvents', badge: 'upcomingEvents' },
  calendar: { to: '/calendar', labelKey: 'common:nav.calendar' },
  parkruns: { to: '/parkruns', labelKey: 'common:nav.parkruns' },
  heatMap: { to: '/community-heat-map', labelKey: 'common:nav.heatMap' },
  findRunClub: { to: '/find-runclub', labelKey: 'common:nav.findRunClub' },
  createRunClub: { to: '/create-runclub', labelKey: 'common:nav.createRunClub' },
  runClubSignup: { to: '/signup', labelKey: 'common:nav.runClubSignup' },
  buddyMatching: { to: '/buddy-matching', labelKey: 'common:nav.buddyMatching' },
  trainingPartners: { to: '/training-partners', labelKey: 'common:nav.trainingPartners' },
  createTrainingPlan: { to: '/training-plan-wizard', labelKey: 'common:nav.createTrainingPlan' },
  trainingPlans: { to: '/training-plan-dashboard', labelKey: 'common:nav.trainingPlans' },
  adjustPlan: {
    to: '/training-plan-dashboard#settings',
    labelKey: 'common:nav.adjustPlan',
    needsActivePlan: true,
  },
  news: { to: '/news', labelKey: 'common:nav.news' },
  about: { to: '/about', labelKey: 'common:nav.about' },
  faqs: { to: '/faqs', labelKey: 'common:nav.faqs' },
  contact: { to: '/contact', labelKey: 'common:nav.contact' },
  notifications: { to: '/notifications', labelKey: 'common:nav.notifications' },
  notificationPreferences: {
    to: '/notification-preferences',
    labelKey: 'common:nav.notificationPreferences',
  },
  profile: { to: '/profile', labelKey: 'common:nav.profile' },
  profileSetup: { to: '/profile-setup', labelKey: 'common:nav.profileSetup' },
  admin: { to: '/admin', labelKey: 'common:nav.admin', staffOnly: true },
});

export interface NavGroup {
  id: 'events' | 'clubs' | 'training';
  labelKey: TranslationKey;
  items: readonly NavItem[];
}

/**
 * The three top-bar dropdowns (SPEC section 2, Desktop top bar), shared with the phone menu. Calendar
 * sits with My Events: both are the runner's own events.
 */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'events',
    labelKey: 'common:nav.groups.events',
    items: [NAV.createEvent, NAV.findEvents, NAV.myEvents, NAV.calendar, NAV.parkruns, NAV.heatMap],
  },
  {
    id: 'clubs',
    labelKey: 'common:nav.groups.clubs',
    items: [NAV.findRunClub, NAV.createRunClub, NAV.runClubSignup, NAV.buddyMatching, NAV.trainingPartners],
  },
  {
    id: 'training',
    labelKey: 'common:nav.groups.training',
    items: [NAV.createTrainingPlan, NAV.trainingPlans, NAV.adjustPlan],
  },
];

/** Plain top-bar links. Contact is for signed-in runners (its route requires sign-in). */
export const PLAIN_LINKS: readonly NavItem[] = [NAV.news, NAV.about, NAV.faqs];

/** What a signed-out visitor can browse before the plain links: runs near them and the club directory. */
export const VISITOR_LINKS: readonly NavItem[] = [
  { to: '/', labelKey: 'common:nav.groups.events' },
  { to: '/find-runclub', labelKey: 'common:nav.groups.clubs' },
];

/** The runner's own pages, in the avatar menu and the phone menu; Admin last, for staff. */
export const ACCOUNT_LINKS: readonly NavItem[] = [
  NAV.profile,
  NAV.profileSetup,
  NAV.notificationPreferences,
  NAV.admin,
];

/** The account links this runner sees: staff-only entries only for someone with a role. */
export function accountLinks(roles: readonly string[]): NavItem[] {
  return ACCOUNT_LINKS.filter((item) => !item.staffOnly || can.seeAdmin(roles));
}

/** Badge text with the cap the spec gives each place: 99+ on the top bar, 9+ on the bottom bar. */
export function cappedCount(count: number, cap: 9 | 99): string {
  return count > cap ? `${cap}+` : String(count);
}
