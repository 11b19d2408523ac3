import { can, type CurrentUser } from '@stride/contracts';
import { Bell, ChevronDown, LogOut, ShieldCheck, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { logout } from '@/features/auth/api/auth-mutations';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { useUnreadCount } from '@/features/notifications/api/get-notifications';
import { cn } from '@/lib/utils';
import { AppLink } from './app-link';
import { useHasActivePlan } from './api/get-training-plans';
import { useUpcomingEventCount } from './api/get-user-events';
import { NAV_GROUPS, cappedCount, type NavGroup, type NavItem } from './nav-items';

const triggerClass = cn(
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-foreground/80',
  'hover:bg-accent hover:text-accent-foreground data-[state=open]:bg-accent',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
);

/** The groups with the live rules applied: Adjust Plan only with an active plan, My Events with its count. */
export function useNavGroups(): { groups: NavGroup[]; upcomingCount: number | undefined } {
  const upcomingCount = useUpcomingEventCount(true);
  const hasActivePlan = useHasActivePlan(true);
  const groups = NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.needsActivePlan || hasActivePlan),
  }));
  return { groups, upcomingCount };
}

export function CountBadge({ count, cap, label }: { count: number; cap: 9 | 99; label: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-foreground"
      >
        {cappedCount(count, cap)}
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
}

function ItemLabel({ item, upcomingCount }: { item: NavItem; upcomingCount: number | undefined }) {
  const { t } = useTranslation('common');
  return (
    <>
      <span>{t(item.labelKey)}</span>
      {item.badge === 'upcomingEvents' && upcomingCount !== undefined && upcomingCount > 0 && (
        <CountBadge
          count={upcomingCount}
          cap={99}
          label={t('common:nav.upcomingCount', { count: upcomingCount })}
        />
      )}
    </>
  );
}

/** Desktop: the three dropdowns of the top bar. */
export function DesktopGroups() {
  const { t } = useTranslation('common');
  const { groups, upcomingCount } = useNavGroups();
  return (
    <>
      {groups.map((group) => (
        <DropdownMenu key={group.id} modal={false}>
          <DropdownMenuTrigger className={triggerClass}>
            {t(group.labelKey)}
            <ChevronDown aria-hidden="true" className="size-4" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="min-w-56">
            {group.items.map((item) => (
              <DropdownMenuItem key={item.to} asChild>
                <AppLink to={item.to}>
                  <ItemLabel item={item} upcomingCount={upcomingCount} />
                </AppLink>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ))}
    </>
  );
}

/** The groups as plain lists for the phone menu. */
export function MenuGroups({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const { groups, upcomingCount } = useNavGroups();
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`menu-group-${group.id}`} className="py-2">
          <h3
            id={`menu-group-${group.id}`}
            className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {t(group.labelKey)}
          </h3>
          <ul>
            {group.items.map((item) => (
              <li key={item.to}>
                <AppLink
                  to={item.to}
                  onClick={onNavigate}
                  className="flex items-center gap-2 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <ItemLabel item={item} upcomingCount={upcomingCount} />
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** Notifications bell (unread badge capped at 99+) and the avatar menu with Profile and Logout. */
export function AccountActions({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('common');
  const unread = useUnreadCount(true);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return (
    <>
      <AppLink
        to="/notifications"
        aria-label={
          unread > 0 ? t('common:nav.notificationsUnread', { count: unread }) : t('common:nav.notifications')
        }
        className="relative inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none max-md:hidden"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="bell-badge"
            className="absolute -top-0.5 -right-1 min-w-5 rounded-full bg-destructive px-1 text-center text-[11px] leading-5 font-bold text-destructive-foreground"
          >
            {cappedCount(unread, 99)}
          </span>
        )}
      </AppLink>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          aria-label={t('common:nav.accountMenu', { name })}
          className="rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none max-md:hidden"
        >
          <UserAvatar user={user} className="size-9 text-base" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-52">
          <DropdownMenuLabel className="text-sm font-medium text-foreground">
            {name}
            <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <AppLink to="/profile">
              <User aria-hidden="true" />
              {t('common:nav.profile')}
            </AppLink>
          </DropdownMenuItem>
          {/* Staff only (the server checks the role again on every admin call). */}
          {can.seeAdmin(user.roles) && (
            <DropdownMenuItem asChild>
              <AppLink to="/admin">
                <ShieldCheck aria-hidden="true" />
                {t('common:nav.admin')}
              </AppLink>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => void logout()}>
            <LogOut aria-hidden="true" />
            {t('common:nav.logout')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
