import { safeReturnTo } from '@stride/contracts';
import { Mail } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { usePageTitle } from '@/hooks/use-page-title';
import { useProviders } from '../api/get-providers';
import { MODE_TEXTS, authModeFrom, type AuthMode } from '../lib/auth-mode';

// The e-mail form brings react-hook-form, zod and the contracts' schemas (about 40 KB gzip): loaded when
// an e-mail mode is chosen (or hinted at by hovering or focusing its button), not before /auth paints.
const loadEmailPanel = () => import('../components/email-mode-panel');
const EmailModePanel = lazy(() => loadEmailPanel().then((m) => ({ default: m.EmailModePanel })));

const OAUTH_ERROR_KEYS: Record<string, string> = {
  strava_not_configured: 'auth:providers.stravaNotConfigured',
  google_not_configured: 'auth:providers.googleNotConfigured',
  strava_denied: 'auth:providers.denied',
  google_denied: 'auth:providers.denied',
  strava_state: 'auth:providers.expired',
  google_state: 'auth:providers.expired',
  google_unverified_email: 'auth:providers.unverifiedEmail',
  strava_already_linked: 'auth:providers.alreadyLinked',
  strava_unavailable: 'auth:providers.unavailable',
  google_unavailable: 'auth:providers.unavailable',
  strava_failed: 'auth:providers.failed',
  google_failed: 'auth:providers.failed',
};

/** History state of check-email mode: the address stays out of the URL (and out of logs). */
type CheckEmailState = { email?: string } | null;

/**
 * /auth: three ways in (e-mail, Strava, Google). The URL carries the mode (`?mode=register`, …), so the
 * page title, Back and reload follow it, and `returnTo`, where the runner goes once signed in.
 */
export default function Auth() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const mode = authModeFrom(params.get('mode'));
  const returnTo = safeReturnTo(params.get('returnTo'));
  const texts = MODE_TEXTS[mode];
  usePageTitle(texts.page);
  const providers = useProviders();
  const [notice, setNotice] = useState<string | undefined>(() => {
    const key = OAUTH_ERROR_KEYS[params.get('error') ?? ''];
    return key ? t(key) : undefined;
  });

  const go = (next: AuthMode, state?: CheckEmailState) => {
    const search = new URLSearchParams();
    if (next !== 'choose') search.set('mode', next);
    if (returnTo !== '/') search.set('returnTo', returnTo);
    const query = search.toString();
    void navigate(query ? `/auth?${query}` : '/auth', { state });
  };

  const startProvider = (provider: 'strava' | 'google') => {
    if (providers.data && !providers.data[provider]) {
      setNotice(
        t(
          provider === 'strava' ? 'auth:providers.stravaNotConfigured' : 'auth:providers.googleNotConfigured',
        ),
      );
      return;
    }
    const query = returnTo === '/' ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
    window.location.assign(`/api/auth/${provider}${query}`);
  };

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t(texts.title)}</h1>
          <CardDescription>{t(texts.subtitle)}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {notice && (
            <p
              role="alert"
              className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            >
              {notice}
            </p>
          )}
          {mode === 'choose' ? (
            <div className="space-y-3">
              <Button
                className="w-full"
                size="lg"
                onClick={() => go('login')}
                onPointerEnter={() => void loadEmailPanel()}
                onFocus={() => void loadEmailPanel()}
              >
                <Mail /> {t('auth:choices.email')}
              </Button>
              <Button
                className="w-full bg-[#b83a02] text-white hover:bg-[#9a3000]"
                size="lg"
                disabled={providers.isPending}
                onClick={() => startProvider('strava')}
              >
                {t('auth:choices.strava')}
              </Button>
              <Button
                className="w-full"
                size="lg"
                variant="outline"
                disabled={providers.isPending}
                onClick={() => startProvider('google')}
              >
                {t('auth:choices.google')}
              </Button>
            </div>
          ) : (
            <Suspense
              fallback={
                <div aria-busy="true" className="space-y-3">
                  {[0, 1, 2, 3].map((row) => (
                    <div key={row} className="h-10 w-full animate-pulse rounded-md bg-muted" />
                  ))}
                </div>
              }
            >
              <EmailModePanel
                mode={mode}
                returnTo={returnTo}
                email={(location.state as CheckEmailState)?.email}
                onModeChange={(next) => go(next)}
                onRegistered={(email) => go('check-email', { email })}
                onBack={() => go('choose')}
              />
            </Suspense>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
