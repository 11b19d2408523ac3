import { Users } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The club's logo, or a neutral badge with its initial when it has none. */
export function ClubLogo({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl: string | null;
  className?: string;
}) {
  const size = cn('size-14 shrink-0 rounded-lg', className);
  if (logoUrl) return <img src={logoUrl} alt="" className={cn(size, 'object-cover')} />;
  return (
    <span
      aria-hidden="true"
      className={cn(size, 'flex items-center justify-center bg-accent text-accent-foreground')}
    >
      {name.trim()[0]?.toUpperCase() ?? <Users className="size-6" />}
    </span>
  );
}
