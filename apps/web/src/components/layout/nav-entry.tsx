import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { AppLink } from './app-link';
import type { NavItem } from './nav-items';

/** The visible 'Coming soon' marker; being text, screen readers read it with the entry's name. */
export function ComingSoonBadge({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span
      className={cn(
        'ml-auto shrink-0 rounded-full bg-muted px-2 py-0.5 text-[11px] leading-4 font-semibold text-muted-foreground',
        className,
      )}
    >
      {/* Read as 'Community Heat Map (Coming soon)'; the pill itself shows the words only. */}
      <span className="sr-only"> (</span>
      {t('common:nav.comingSoon')}
      <span className="sr-only">)</span>
    </span>
  );
}

/**
 * One navigation entry: a link, or, for a screen that is not built yet, the same row marked 'Coming
 * soon' and disabled (no dead end). `children` replaces the plain label (icons, count badges).
 */
export function NavEntry({
  item,
  className,
  onNavigate,
  children,
}: {
  item: NavItem;
  className?: string;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const content = children ?? <span>{t(item.labelKey)}</span>;
  if (item.comingSoon) {
    return (
      <span aria-disabled="true" data-coming-soon="" className={cn(className, 'cursor-default opacity-70')}>
        {content}
        <ComingSoonBadge />
      </span>
    );
  }
  return (
    <AppLink to={item.to} onClick={onNavigate} className={className}>
      {content}
    </AppLink>
  );
}
