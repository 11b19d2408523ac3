import type { CurrentUser } from '@stride/contracts';
import { cn } from '@/lib/utils';

/** The profile photo, or a generated avatar whose text is the first letter of the first name or e-mail. */
export function UserAvatar({
  user,
  className,
}: {
  user: Pick<CurrentUser, 'firstName' | 'email' | 'profileImageUrl'>;
  className?: string;
}) {
  const letter = (user.firstName?.trim() || user.email || '?').charAt(0).toUpperCase();
  if (user.profileImageUrl) {
    return (
      <img src={user.profileImageUrl} alt="" className={cn('size-16 rounded-full object-cover', className)} />
    );
  }
  // A stable hue per letter so the same runner always gets the same colour.
  const hue = (letter.charCodeAt(0) * 47) % 360;
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-16 items-center justify-center rounded-full text-2xl font-semibold text-white',
        className,
      )}
      style={{ backgroundColor: `hsl(${hue} 65% 42%)` }}
    >
      {letter}
    </span>
  );
}
