import { Mail } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { usePageTitle } from '@/hooks/use-page-title';
import { useProviders } from '../api/auth-mutations';
import type { EmailMode } from '../components/email-auth-form';

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

/** /auth: three ways in (e-mail, Strava, Google); the e-mail form has login, register and forgot modes. */
export default function Auth() {
  const { t } = useTranslation('auth');
  usePageTitle('common:pageTitles.auth');
  const [params] = useSearchParams();
  const initialMode: EmailMode | null =
    params.get('mode') === 'register' ? 'register' : params.get('mode') === 'forgot' ? 'forgot' : null;
  const [mode, setMode] = useState<EmailMode | null>(initialMode);
  const providers = useProviders();
  const [notice, setNotice] = useState<string | undefined>(() => {
    const key = OAUTH_ERROR_KEYS[params.get('error') ?? ''];
    return key ? t(key) : undefined;
  });

  const titleKey =
    mode === 'register'
      ? 'auth:title.register'
      : mode === 'forgot'
        ? 'auth:title.forgot'
        : 'auth:title.login';
  const subtitleKey =
    mode === 'register'
      ? 'auth:subtitle.register'
      : mode === 'forgot'
        ? 'auth:subtitle.forgot'
        : 'auth:subtitle.login';

  const startProvider = (provider: 'strava' | 'google') => {
    if (providers.data && !providers.data[provider]) {
      setNotice(
        t(
          provider === 'strava' ? 'auth:providers.stravaNotConfigured' : 'auth:providers.googleNotConfigured',
        ),
      );
      return;
    }
    window.location.assign(`/api/auth/${provider}`);
  };

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t(titleKey)}</h1>
          <CardDescription>{t(subtitleKey)}</CardDescription>
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
          {mode === null ? (
            <div className="space-y-3">
              <Button
                className="w-full"
                size="lg"
                onClick={() => setMode('login')}
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
              <EmailModePanel mode={mode} onModeChange={setMode} onBack={() => setMode(null)} />
            </Suspense>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
