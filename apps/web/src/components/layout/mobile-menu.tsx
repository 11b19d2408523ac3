import type { CurrentUser } from '@stride/contracts';
import { Check, LogOut, Mail } from 'lucide-react';
import { Suspense, lazy, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { UserAvatar } from '@/components/ui/user-avatar';
import { SITE } from '@/config/site';
import { currentLanguage, setLanguage } from '@/i18n';
import { LANGUAGES, LANGUAGE_NAMES } from '@/i18n/languages';
import { cn } from '@/lib/utils';
import { AppLink, useNavigation } from './app-link';
import { NavEntry } from './nav-entry';
import { NAV, PLAIN_LINKS, VISITOR_LINKS, accountLinks } from './nav-items';
import { useShellData } from './shell-data';
import { returnTarget, signInPath } from '@/lib/sign-in-path';
import { SocialLinks } from './social-links';

// The signed-in groups carry live counts (TanStack Query); visitors who are signed out never load them.
const MenuGroups = lazy(() => import('./signed-in-nav').then((m) => ({ default: m.MenuGroups })));

const rowClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2.5 text-left text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * Under 768 px: the slide-in menu with the same groups, Contact, the social links, the language list,
 * the profile card with the runner's own pages, and logout.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  user,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: CurrentUser | null;
  /** The menu button: focus goes back to it when the menu closes (the dialog has no Radix trigger). */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { t, i18n } = useTranslation('common');
  const { signOut } = useShellData();
  const { pathname, search } = useNavigation();
  const close = () => onOpenChange(false);
  const language = currentLanguage(i18n);
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : '';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
        className={cn(
          'top-0 left-0 h-dvh max-h-dvh w-80 max-w-[85vw] translate-x-0 translate-y-0 content-start gap-0 rounded-none border-r p-0',
          'data-[state=open]:animate-slide-in-left',
        )}
      >
        <div className="border-b px-4 py-4">
          <DialogTitle className="text-lg font-bold">{t('common:nav.menu')}</DialogTitle>
          <DialogDescription className="sr-only">{t('common:nav.menuDescription')}</DialogDescription>
        </div>
        <div className="overflow-y-auto px-2 py-2">
          {user && (
            <section aria-label={t('common:nav.account')} className="mb-2 rounded-md border bg-muted/50 p-1">
              <div className="flex items-center gap-3 px-3 py-2">
                <UserAvatar user={user} className="size-11 text-lg" />
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{name}</span>
                  <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
                </span>
              </div>
              <ul>
                {accountLinks(user.roles).map((item) => (
                  <li key={item.to}>
                    <NavEntry item={item} onNavigate={close} className={rowClass} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {user && (
            <Suspense fallback={null}>
              <MenuGroups onNavigate={close} />
            </Suspense>
          )}
          <nav aria-label={t('common:nav.more')} className="border-t py-2">
            <ul>
              {(user ? PLAIN_LINKS : [...VISITOR_LINKS, ...PLAIN_LINKS]).map((item) => (
                <li key={item.to}>
                  <NavEntry item={item} onNavigate={close} className={rowClass} />
                </li>
              ))}
              <li>
                {user ? (
                  <NavEntry item={NAV.contact} onNavigate={close} className={rowClass} />
                ) : (
                  <a href={`mailto:${SITE.contactEmail}`} className={rowClass}>
                    <Mail aria-hidden="true" className="size-4" />
                    {t('common:nav.contact')}
                  </a>
                )}
              </li>
            </ul>
          </nav>
          <SocialLinks id="menu-social-links" className="border-t px-1 py-3" />
          <section aria-labelledby="menu-language" className="border-t py-2">
            <h3
              id="menu-language"
              className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {t('common:language.label')}
            </h3>
            <ul className="grid grid-cols-2">
              {LANGUAGES.map((code) => (
                <li key={code}>
                  <button
                    type="button"
                    lang={code}
                    aria-pressed={code === language}
                    onClick={() => void setLanguage(code, i18n)}
                    className={cn(rowClass, code === language && 'text-primary')}
                  >
                    {LANGUAGE_NAMES[code]}
                    {code === language && <Check aria-hidden="true" className="ml-auto size-4" />}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <div className="border-t py-2">
            {user ? (
              <button type="button" className={rowClass} onClick={signOut}>
                <LogOut aria-hidden="true" className="size-4" />
                {t('common:nav.logout')}
              </button>
            ) : (
              <div className="flex flex-col gap-2 px-3 py-2">
                <AppLink
                  to={signInPath(returnTarget(pathname, search), 'register')}
                  onClick={close}
                  className="inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
                >
                  {t('common:nav.signUp')}
                </AppLink>
                <AppLink
                  to={signInPath(returnTarget(pathname, search))}
                  onClick={close}
                  className="inline-flex h-10 items-center justify-center rounded-md border border-input px-4 text-sm font-semibold hover:bg-accent"
                >
                  {t('common:nav.login')}
                </AppLink>
              </div>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
