import { ROLES, type Role } from '@stride/contracts';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { useChangeRole, useStaff } from '../api/staff';
import { ROLE_KEYS } from './labels';

/** Admins grant and remove the admin, moderator and author roles. */
export function StaffRoles({ myId }: { myId: string }) {
  const { t } = useTranslation('moderation');
  const staff = useStaff(true);
  const change = useChangeRole();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('moderator');
  const ids = { email: useId(), role: useId() };
  const failed = (e: unknown) =>
    toast({
      title: t('moderation:roles.failed'),
      description:
        e instanceof ApiRequestError && e.status === 400 ? t('moderation:roles.noSuchRunner') : undefined,
      variant: 'destructive',
    });

  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          change.mutate({ grant: true, email, role }, { onSuccess: () => setEmail(''), onError: failed });
        }}
      >
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
          <Label htmlFor={ids.email}>{t('moderation:roles.email')}</Label>
          <Input
            id={ids.email}
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.role}>{t('moderation:roles.role')}</Label>
          <select
            id={ids.role}
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
            className="h-9 rounded-md border bg-background px-2 text-sm"
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(ROLE_KEYS[r])}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={change.isPending}>
          {t('moderation:roles.grant')}
        </Button>
      </form>
      {!staff.data ? (
        <Skeleton className="h-20 w-full" />
      ) : (
        <ul className="divide-y rounded-lg border">
          {staff.data.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-2 p-3 text-sm">
              <span className="font-medium">{[m.firstName, m.lastName].filter(Boolean).join(' ')}</span>
              <span className="text-muted-foreground">{m.email}</span>
              <span className="ml-auto flex flex-wrap gap-1.5">
                {m.roles.map((r) => (
                  <span
                    key={r}
                    className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs"
                  >
                    {t(ROLE_KEYS[r])}
                    {!(m.id === myId && r === 'admin') && (
                      <button
                        type="button"
                        className="rounded-full hover:bg-accent"
                        aria-label={t('moderation:roles.remove', {
                          role: t(ROLE_KEYS[r]),
                          name: m.firstName ?? m.email ?? '',
                        })}
                        disabled={change.isPending}
                        onClick={() =>
                          change.mutate({ grant: false, userId: m.id, role: r }, { onError: failed })
                        }
                      >
                        <X aria-hidden="true" className="size-3" />
                      </button>
                    )}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
