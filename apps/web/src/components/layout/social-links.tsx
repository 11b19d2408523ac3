import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SITE } from '@/config/site';
import { cn } from '@/lib/utils';
import { FacebookIcon, InstagramIcon } from './social-icons';

/**
 * Follow Stride (SPEC section 2, 'Footer and social panel'): the two social networks, the hashtags and
 * the contact e-mail. It lives in the footer and the phone menu rather than as a floating tab, which
 * crowded the phone's corner with the create button (issue 16).
 */
export function SocialLinks({ className, id = 'social-links' }: { className?: string; id?: string }) {
  const { t } = useTranslation('common');
  const linkClass = 'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent';
  return (
    // A named region with a visible title rather than a heading: the footer and the menu repeat on every
    // page and should not add to each page's outline of headings.
    <section aria-labelledby={`${id}-title`} className={cn('space-y-2', className)}>
      <p id={`${id}-title`} className="px-2 text-sm font-semibold">
        {t('common:social.label')}
      </p>
      <ul className="space-y-1">
        <li>
          <a href={SITE.social.instagram} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <InstagramIcon className="size-4" />
            {t('common:social.instagram')}
          </a>
        </li>
        <li>
          <a href={SITE.social.facebook} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <FacebookIcon className="size-4" />
            {t('common:social.facebook')}
          </a>
        </li>
        <li>
          <a href={`mailto:${SITE.contactEmail}`} className={linkClass}>
            <Mail aria-hidden="true" className="size-4" />
            {SITE.contactEmail}
          </a>
        </li>
      </ul>
      <p className="px-2 text-xs text-muted-foreground">{SITE.hashtags.join(' ')}</p>
    </section>
  );
}
