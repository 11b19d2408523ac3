import { ChevronDown, Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '@/i18n';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@/i18n/languages';
import { cn } from '@/lib/utils';

/**
 * Lists the eight languages by their own names; the choice is remembered as the preferred language.
 * A native <select> on purpose: it sits on every page including the landing page, where a menu
 * library would cost ~16 KB of gzip, and the platform picker is the most familiar control on phones
 * and for assistive technology.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const language = currentLanguage(i18n);
  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('common:language.label')}
      </label>
      <Globe
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground max-sm:left-1/2 max-sm:-translate-x-1/2"
      />
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value, i18n);
        }}
        className={cn(
          'h-8 cursor-pointer appearance-none rounded-md border border-input bg-background py-1 pr-8 pl-8 text-sm font-medium',
          'hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
          'focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
          // Phones get a globe-only button (the native picker still opens on tap) so the sign-in links fit
          // on one row in every language; the options keep their normal colour.
          'max-sm:w-9 max-sm:px-0 max-sm:text-transparent [&>option]:text-foreground',
        )}
      >
        {LANGUAGES.map((code) => (
          // lang lets screen readers pronounce each name in its own language.
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-2 size-4 text-muted-foreground max-sm:hidden"
      />
    </div>
  );
}
