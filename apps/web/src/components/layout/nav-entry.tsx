import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link';
import type { NavItem } from './nav-items';

/** One navigation entry: a link; `children` replaces the plain label (icons, count badges). */
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
  return (
    <AppLink to={item.to} onClick={onNavigate} className={className}>
      {content}
    </AppLink>
  );
}
