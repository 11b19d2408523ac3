import type { CurrentUser } from '@stride/contracts';
import { Menu } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { returnTarget, signInPath } from '@/lib/sign-in-path';
import { AppLink, useNavigation } from './app-link';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NavEntry } from './nav-entry';
import { PLAIN_LINKS, VISITOR_LINKS } from './nav-items';
import { ThemeToggle } from './theme-toggle';
import { useWideScreen } from './use-wide-screen';

// Signed-in navigation (dropdowns, bell, avatar) needs Radix menus and live counts; anonymous visitors,
// the landing page's audience, never download it.
const loadSignedInNav = () => import('./signed-in-nav');
const DesktopGroups = lazy(() => loadSignedInNav().then((m) => ({ default: m.DesktopGroups })));
const AccountActions = lazy(() => loadSignedInNav().then((m) => ({ default: m.AccountActions })));
// The phone menu is a dialog; its code loads on the first tap (and is preloaded on touch or hover).
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

export const navLinkClass = cn(
  'rounded-md px-3 py-2 text-sm font-medium text-foreground/80 hover:bg-accent hover:text-accent-foreground',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
);
const buttonLinkBase =
  'inline-flex h-8 items-center justify-center rounded-md px-3 text-sm font-semibold whitespace-nowrap focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none';

export function Header({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const signedIn = user !== null;
  // Below `md` the dropdowns, bell and avatar menu are hidden (the tab bar and phone menu stand in),
  // so a phone does not load them at all.
  const wide = useWideScreen();
  // Signing in from any page brings the runner back to it.
  const { pathname, search } = useNavigation();
  const here = returnTarget(pathname, search);

  return (
    // Opaque: content scrolling under a translucent bar made both hard to read (issue 16).
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:gap-4">
        <button
          ref={menuButton}
          type="button"
          className="-ml-2 inline-flex size-10 items-center justify-center rounded-md hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none md:hidden"
          aria-label={t('common:nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={() => void loadMobileMenu()}
          onTouchStart={() => void loadMobileMenu()}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <AppLink
          to="/"
          className="flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Logo />
          {/* Phones keep the mark only so the controls fit on one row; the name stays the link text. */}
          <span className="max-sm:sr-only">{t('common:app.name')}</span>
        </AppLink>

        <nav aria-label={t('common:nav.label')} className="ml-2 hidden items-center gap-1 md:flex">
          {signedIn && wide && (
            <Suspense fallback={null}>
              <DesktopGroups />
            </Suspense>
          )}
          {(signedIn ? PLAIN_LINKS : [...VISITOR_LINKS, ...PLAIN_LINKS]).map((item) => (
            <NavEntry
              key={item.to}
              item={item}
              className={cn(navLinkClass, 'inline-flex items-center gap-2')}
            />
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <div className={cn(signedIn && 'max-md:hidden')}>
            <LanguageSwitcher />
          </div>
          <ThemeToggle />
          {signedIn ? (
            wide && (
              <Suspense fallback={<span className="size-9" />}>
                <AccountActions user={user} />
              </Suspense>
            )
          ) : (
            <>
              <AppLink
                to={signInPath(here)}
                className={cn(buttonLinkBase, 'hover:bg-accent hover:text-accent-foreground')}
              >
                {t('common:nav.login')}
              </AppLink>
              <AppLink
                to={signInPath(here, 'register')}
                className={cn(buttonLinkBase, 'bg-primary text-primary-foreground hover:bg-primary-hover')}
              >
                {t('common:nav.signUp')}
              </AppLink>
            </>
          )}
        </div>
      </div>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} user={user} opener={menuButton} />
        </Suspense>
      )}
    </header>
  );
}
