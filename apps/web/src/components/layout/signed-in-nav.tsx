import type { CurrentUser } from '@stride/contracts';
import { Bell, ChevronDown, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { UserAvatar } from '@/components/ui/user-avatar';
import { cn } from '@/lib/utils';
import { AppLink } from './app-link';
import { NavEntry } from './nav-entry';
import { NAV, NAV_GROUPS, accountLinks, cappedCount, type NavGroup, type NavItem } from './nav-items';
import { useShellData } from './shell-data';

const triggerClass = cn(
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-foreground/80',
  'hover:bg-accent hover:text-accent-foreground data-[state=open]:bg-accent',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
);

/** The groups with the live rules applied: Adjust Plan only with an active plan. */
function useNavGroups(): NavGroup[] {
  const { hasActivePlan } = useShellData();
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.needsActivePlan || hasActivePlan),
  }));
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

function ItemLabel({ item }: { item: NavItem }) {
  const { t } = useTranslation('common');
  const { upcomingCount } = useShellData();
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

/** A dropdown entry. */
function MenuEntry({ item }: { item: NavItem }) {
  return (
    <DropdownMenuItem asChild>
      <AppLink to={item.to}>
        <ItemLabel item={item} />
      </AppLink>
    </DropdownMenuItem>
  );
}

/** Desktop: the three dropdowns of the top bar. */
export function DesktopGroups() {
  const { t } = useTranslation('common');
  const groups = useNavGroups();
  return (
    <>
      {groups.map((group) => (
        <DropdownMenu key={group.id} modal={false}>
          <DropdownMenuTrigger className={triggerClass}>
            {t(group.labelKey)}
            <ChevronDown aria-hidden="true" className="size-4" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="min-w-60">
            {group.items.map((item) => (
              <MenuEntry key={item.to} item={item} />
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ))}
    </>
  );
}

const menuRowClass =
  'flex items-center gap-2 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** The groups as plain lists for the phone menu. */
export function MenuGroups({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const groups = useNavGroups();
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
                <NavEntry item={item} onNavigate={onNavigate} className={menuRowClass}>
                  <ItemLabel item={item} />
                </NavEntry>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** Notifications bell (unread badge capped at 99+) and the avatar menu with the runner's own pages. */
export function AccountActions({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('common');
  const { unreadCount: unread, signOut } = useShellData();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return (
    <>
      <AppLink
        to={NAV.notifications.to}
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
        <DropdownMenuContent align="end" className="min-w-60">
          <DropdownMenuLabel className="text-sm font-medium text-foreground">
            {name}
            <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {accountLinks(user.roles).map((item) => (
            <MenuEntry key={item.to} item={item} />
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={signOut}>
            <LogOut aria-hidden="true" />
            {t('common:nav.logout')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
