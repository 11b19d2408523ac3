import { UI_TIMINGS } from '@stride/contracts';
import { Mail, Share2, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE } from '@/config/site';
import { cn } from '@/lib/utils';
import { FacebookIcon, InstagramIcon } from './social-icons';

export const SOCIAL_PANEL_STORAGE_KEY = 'socialPanelOpen';

function readOpen(): boolean {
  try {
    return localStorage.getItem(SOCIAL_PANEL_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The slide-out social panel (SPEC section 2): its tab appears after 1 second; open or closed is
 * remembered between visits. Closed by default so it never covers content on a first visit.
 */
export function SocialPanel() {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const [open, setOpen] = useState(readOpen);
  const panelId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), UI_TIMINGS.socialPanelDelayMs);
    return () => clearTimeout(timer);
  }, []);

  const toggle = (next: boolean) => {
    setOpen(next);
    try {
      localStorage.setItem(SOCIAL_PANEL_STORAGE_KEY, String(next));
    } catch {
      // Not remembered without storage; the panel still works.
    }
  };

  if (!visible) return null;
  return (
    <aside
      aria-label={t('common:social.label')}
      className="fixed top-1/3 right-0 z-30 flex items-start motion-safe:animate-slide-in-right max-md:top-auto max-md:bottom-40"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => toggle(!open)}
        className="inline-flex size-10 items-center justify-center rounded-l-md bg-primary text-primary-foreground shadow-md hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {open ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Share2 aria-hidden="true" className="size-5" />
        )}
        <span className="sr-only">{open ? t('common:social.close') : t('common:social.open')}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={cn('w-60 space-y-3 rounded-bl-md border bg-popover p-4 text-popover-foreground shadow-lg')}
      >
        <p className="text-sm font-semibold">{t('common:social.title')}</p>
        <ul className="space-y-1 text-sm">
          <li>
            <a
              href={SITE.social.instagram}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-accent"
            >
              <InstagramIcon className="size-4" />
              {t('common:social.instagram')}
            </a>
          </li>
          <li>
            <a
              href={SITE.social.facebook}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-accent"
            >
              <FacebookIcon className="size-4" />
              {t('common:social.facebook')}
            </a>
          </li>
        </ul>
        <p className="text-xs text-muted-foreground">{SITE.hashtags.join(' ')}</p>
        <a href={`mailto:${SITE.contactEmail}`} className="flex items-center gap-2 text-sm hover:underline">
          <Mail aria-hidden="true" className="size-4" />
          {SITE.contactEmail}
        </a>
      </div>
    </aside>
  );
}
