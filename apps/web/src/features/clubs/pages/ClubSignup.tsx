import { Check } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { signInPath } from '@/lib/sign-in-path';
import { useRunclub } from '../api/get-runclub';
import { useRunclubs } from '../api/get-runclubs';
import { ClubLogo } from '../components/club-logo';
import { MembershipButton } from '../components/membership-button';

function Step({
  n,
  done,
  title,
  children,
}: {
  n: number;
  done: boolean;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-lg border bg-card p-4">
      <span
        aria-hidden="true"
        className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${done ? 'bg-primary text-primary-foreground' : 'bg-accent'}`}
      >
        {done ? <Check className="size-4" /> : n}
      </span>
      <div className="min-w-0 flex-1 space-y-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        {children}
      </div>
    </li>
  );
}

/** A club by id with its Join button (the chosen club of the journey). */
function ChosenClub({ id }: { id: number }) {
  const { t } = useTranslation('clubs');
  const query = useRunclub(id);
  const club = query.data;
  if (query.isError) return <p role="alert">{t('clubs:detail.notFoundTitle')}</p>;
  if (!club) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ClubLogo name={club.name} logoUrl={club.logoUrl} className="size-12" />
      <Link to={`/runclubs/${club.id}`} className="min-w-0 flex-1 font-semibold hover:underline">
        {club.name}
      </Link>
      <MembershipButton club={club} />
      {club.viewerRole && <p className="w-full text-sm text-muted-foreground">{t('clubs:signup.member')}</p>}
    </div>
  );
}

/** /signup and /club-signup: a runner joins a club, signing up or in first when needed. */
export default function ClubSignup() {
  const { t } = useTranslation('clubs');
  usePageTitle('common:pageTitles.clubSignup');
  const { isAuthenticated } = useAuth();
  const [params, setParams] = useSearchParams();
  const clubId = /^\d+$/.test(params.get('club') ?? '') ? Number(params.get('club')) : null;
  const [name, setName] = useState('');
  const q = useDeferredValue(name);
  const results = useRunclubs({ radiusKm: 10, q, runDay: '', distance: '', abilityLevel: '' });
  const here = `/club-signup${clubId ? `?club=${clubId}` : ''}`;

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t('clubs:signup.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('clubs:signup.intro')}</p>
      </header>
      <ol className="space-y-3">
        <Step n={1} done={isAuthenticated} title={t('clubs:signup.account')}>
          {isAuthenticated ? (
            <p className="text-sm text-muted-foreground">{t('clubs:signup.signedIn')}</p>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link to={signInPath(here, 'register')}>{t('clubs:signup.register')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={signInPath(here)}>{t('clubs:signup.signIn')}</Link>
              </Button>
            </div>
          )}
        </Step>
        <Step n={2} done={false} title={t('clubs:signup.choose')}>
          {clubId ? (
            <div className="space-y-2">
              <ChosenClub id={clubId} />
              <Button variant="link" className="px-0" onClick={() => setParams({})}>
                {t('clubs:signup.another')}
              </Button>
            </div>
          ) : (
            <div className="space-y-2">
              <Label htmlFor="signup-club-name">{t('clubs:signup.search')}</Label>
              <Input
                id="signup-club-name"
                value={name}
                maxLength={100}
                onChange={(e) => setName(e.target.value)}
              />
              <ul className="divide-y rounded-md border">
                {(results.data?.clubs ?? []).slice(0, 8).map((c) => (
                  <li key={c.id} className="flex items-center justify-between gap-2 p-2">
                    <span className="min-w-0 truncate text-sm">
                      {c.name} · <span className="text-muted-foreground">{c.location}</span>
                    </span>
                    <Button size="sm" variant="outline" onClick={() => setParams({ club: String(c.id) })}>
                      {t('clubs:signup.pick')}
                    </Button>
                  </li>
                ))}
              </ul>
              <p className="text-sm">
                <Link to="/find-runclub" className="underline">
                  {t('clubs:signup.findNear')}
                </Link>
                {' · '}
                <Link to="/create-runclub" className="underline">
                  {t('clubs:find.create')}
                </Link>
              </p>
            </div>
          )}
        </Step>
      </ol>
    </div>
  );
}
