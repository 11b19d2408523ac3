import type { TranslationKey } from '@/i18n/keys';

export interface NavItem {
  to: string;
  labelKey: TranslationKey;
  /** Which live figure, if any, shows beside the label. */
  badge?: 'upcomingEvents';
  /** Shown only while the runner has an active training plan. */
  needsActivePlan?: boolean;
}

export interface NavGroup {
  id: 'events' | 'clubs' | 'training';
  labelKey: TranslationKey;
  items: NavItem[];
}

/** The three top-bar dropdowns (SPEC section 2, Desktop top bar), shared with the phone menu. */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'events',
    labelKey: 'common:nav.groups.events',
    items: [
      { to: '/create', labelKey: 'common:nav.createEvents' },
      { to: '/', labelKey: 'common:nav.findEvents' },
      { to: '/my-events', labelKey: 'common:nav.myEvents', badge: 'upcomingEvents' },
      { to: '/community-heat-map', labelKey: 'common:nav.eventHeatMap' },
    ],
  },
  {
    id: 'clubs',
    labelKey: 'common:nav.groups.clubs',
    items: [
      { to: '/find-runclub', labelKey: 'common:nav.findRunClub' },
      { to: '/create-runclub', labelKey: 'common:nav.createRunClub' },
      { to: '/signup', labelKey: 'common:nav.runClubSignup' },
    ],
  },
  {
    id: 'training',
    labelKey: 'common:nav.groups.training',
    items: [
      { to: '/training-plan-wizard', labelKey: 'common:nav.createTrainingPlan' },
      { to: '/training-plan-dashboard', labelKey: 'common:nav.trainingPlans' },
      { to: '/training-plan-dashboard#settings', labelKey: 'common:nav.adjustPlan', needsActivePlan: true },
      { to: '/calendar', labelKey: 'common:nav.calendar' },
    ],
  },
];

/** Plain top-bar links. Contact is for signed-in runners (its route requires sign-in). */
export const PLAIN_LINKS: readonly NavItem[] = [
  { to: '/news', labelKey: 'common:nav.news' },
  { to: '/about', labelKey: 'common:nav.about' },
  { to: '/faqs', labelKey: 'common:nav.faqs' },
];
export const CONTACT_LINK: NavItem = { to: '/contact', labelKey: 'common:nav.contact' };

/** Badge text with the cap the spec gives each place: 99+ on the top bar, 9+ on the bottom bar. */
export function cappedCount(count: number, cap: 9 | 99): string {
  return count > cap ? `${cap}+` : String(count);
}
