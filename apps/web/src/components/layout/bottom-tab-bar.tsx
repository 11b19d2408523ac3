import {
  CalendarCheck,
  CalendarPlus,
  ChevronUp,
  Dumbbell,
  Plus,
  User,
  Users,
  Bell,
  Search,
  UserPlus,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { UI_TIMINGS } from '@stride/contracts';
import { cn } from '@/lib/utils';
import { NAV, cappedCount } from './nav-items';
import { useShellData } from './shell-data';

const DOUBLE_TAP_MS = UI_TIMINGS.doubleTapWindowMs;

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset',
    isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
  );

/** Pages with their own create form: the floating create button would only cover it. */
const NO_CREATE_BUTTON = /^\/(?:create|create-visual|events\/\d+\/edit)$/;

const actionClass =
  'relative flex flex-col items-center gap-1 rounded-lg bg-muted p-3 text-xs font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * Phones, signed in only (SPEC section 2): five tabs; a double tap within 300 ms or the handle expands
 * it to show Create Event, My Events and Create Club; any route change collapses it again. A floating
 * create-event button sits bottom right while it is collapsed: the only floating control on a phone
 * (the social links live in the footer and the menu).
 */
export default function BottomTabBar() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const [expanded, setExpanded] = useState(false);
  const lastTap = useRef<{ at: number; target: string | null }>({ at: -Infinity, target: null });
  const panelId = useId();
  const { unreadCount: unread, upcomingCount: upcoming } = useShellData();

  // Collapse on every route change (pathname or query), not on the first render.
  const routeKey = `${location.pathname}${location.search}`;
  const [seenRoute, setSeenRoute] = useState(routeKey);
  if (seenRoute !== routeKey) {
    setSeenRoute(routeKey);
    setExpanded(false);
  }

  useEffect(() => {
    if (!expanded) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpanded(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [expanded]);

  // A second tap on the same tab inside the window expands the bar instead of following the link.
  const onTapCapture = (event: MouseEvent) => {
    const target = (event.target as Element).closest('a')?.getAttribute('href') ?? null;
    const previous = lastTap.current;
    if (target === previous.target && event.timeStamp - previous.at <= DOUBLE_TAP_MS) {
      event.preventDefault();
      lastTap.current = { at: -Infinity, target: null };
      setExpanded(true);
      return;
    }
    lastTap.current = { at: event.timeStamp, target };
  };

  const tabs = [
    { item: NAV.findEvents, icon: Search, label: t('common:tabs.events'), end: true },
    { item: NAV.notifications, icon: Bell, label: t('common:tabs.alerts'), badge: unread },
    { item: NAV.findRunClub, icon: Users, label: t('common:tabs.clubs') },
    { item: NAV.trainingPlans, icon: Dumbbell, label: t('common:tabs.training') },
    { item: NAV.profile, icon: User, label: t('common:tabs.profile') },
  ];

  return (
    <>
      <nav
        aria-label={t('common:tabs.label')}
        data-expanded={expanded}
        className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] md:hidden"
      >
        {/* Inside the tab bar's landmark, so a screen reader meets it with the other tabs (axe region). */}
        {!expanded && !NO_CREATE_BUTTON.test(location.pathname) && (
          <NavLink
            to={NAV.createEvent.to}
            aria-label={t('common:nav.createEvent')}
            className="fixed right-4 bottom-24 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none md:hidden"
          >
            <Plus aria-hidden="true" className="size-7" />
          </NavLink>
        )}
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-label={expanded ? t('common:tabs.collapse') : t('common:tabs.expand')}
          onClick={() => {
            lastTap.current = { at: -Infinity, target: null };
            setExpanded((value) => !value);
          }}
          className="mx-auto flex h-6 w-full items-center justify-center focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
        >
          <span aria-hidden="true" className="flex items-center gap-1 text-muted-foreground">
            <span className="h-1 w-10 rounded-full bg-muted-foreground/40" />
            <ChevronUp className={cn('size-3.5 transition-transform', expanded && 'rotate-180')} />
          </span>
        </button>
        <div id={panelId} hidden={!expanded} className="grid grid-cols-3 gap-2 border-b px-3 pb-3">
          <NavLink to={NAV.createEvent.to} className={actionClass}>
            <CalendarPlus aria-hidden="true" className="size-5 text-primary" />
            {t('common:nav.createEvent')}
          </NavLink>
          <NavLink to={NAV.myEvents.to} className={actionClass}>
            <CalendarCheck aria-hidden="true" className="size-5 text-primary" />
            {t('common:nav.myEvents')}
            {upcoming !== undefined && upcoming > 0 && (
              <span
                aria-hidden="true"
                className="absolute top-1.5 right-2 min-w-5 rounded-full bg-primary px-1 text-center text-[11px] leading-5 font-bold text-primary-foreground"
              >
                {cappedCount(upcoming, 9)}
              </span>
            )}
            {upcoming !== undefined && upcoming > 0 && (
              <span className="sr-only">{t('common:nav.upcomingCount', { count: upcoming })}</span>
            )}
          </NavLink>
          <NavLink to={NAV.createRunClub.to} className={actionClass}>
            <UserPlus aria-hidden="true" className="size-5 text-primary" />
            {t('common:nav.createClub')}
          </NavLink>
        </div>
        <ul className="flex" onClickCapture={onTapCapture}>
          {tabs.map(({ item, icon: Icon, label, badge, end }) => (
            <li key={item.to} className="flex flex-1">
              <NavLink to={item.to} end={end} className={tabClass}>
                <Icon aria-hidden="true" className="size-5" />
                <span>{label}</span>
                {badge !== undefined && badge > 0 && (
                  <span
                    data-testid="alerts-badge"
                    aria-hidden="true"
                    className="absolute top-1.5 left-1/2 ml-1 min-w-5 rounded-full bg-destructive px-1 text-center text-[11px] leading-5 font-bold text-destructive-foreground"
                  >
                    {cappedCount(badge, 9)}
                  </span>
                )}
                {badge !== undefined && badge > 0 && (
                  <span className="sr-only">{t('common:nav.unreadCount', { count: badge })}</span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
