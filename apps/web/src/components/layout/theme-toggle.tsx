import { Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isDark, subscribeColorScheme, toggleColorScheme } from '@/lib/color-scheme';
import { cn } from '@/lib/utils';

/** Dark mode follows the system until the visitor flips this switch; the choice is remembered. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const dark = useSyncExternalStore(subscribeColorScheme, isDark, () => false);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={t('common:theme.dark')}
      onClick={toggleColorScheme}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      {dark ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </button>
  );
}
