import { safeReturnTo } from '@stride/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { currentUserQueryOptions } from '../api/get-current-user';
import { useResendVerification } from '../api/resend-verification';
import { verifyEmail } from '../api/verify-email';
import { destinationAfterSignIn, withReturnTo } from '../lib/after-sign-in';
import { translateMessage } from '@/lib/messages';

/**
 * /verify-email/:token: loading, then success, expired or error (SPEC section 4). The link carries the
 * page the runner set out from (`returnTo`, decision 0018): opened in the browser that signed up, the
 * server signs them in and they go straight back there (through profile setup, as any new account);
 * elsewhere, signing in leads back there.
 */
export default function VerifyEmail() {
  const { t } = useTranslation(['auth', 'messages']);
  usePageTitle('common:pageTitles.verifyEmail');
  const { token } = useParams();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['/api/auth/verify-email', token],
    queryFn: () => verifyEmail(token!),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const state: 'loading' | 'success' | 'expired' | 'error' = !token
    ? 'error'
    : query.isPending
      ? 'loading'
      : query.isError
        ? 'error'
        : query.data.success
          ? 'success'
          : query.data.expired
            ? 'expired'
            : 'error';
  const message = !token
    ? t('auth:verify.invalidLink')
    : query.isError
      ? t('auth:verify.networkError')
      : translateMessage(t, query.data);

  const toasted = useRef(false);
  useEffect(() => {
    if (state === 'success' && !toasted.current) {
      toasted.current = true;
      toast({ title: t('auth:toast.emailVerified'), variant: 'success' });
      if (query.data?.signedIn) {
        void queryClient
          .fetchQuery({ ...currentUserQueryOptions, staleTime: 0 })
          .then((user) => user && navigate(destinationAfterSignIn(user, returnTo), { replace: true }));
      }
    }
  }, [state, t, query.data, queryClient, navigate, returnTo]);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        <CardHeader className="items-center text-center">
          {state === 'loading' && <Loader2 className="size-10 animate-spin text-primary" aria-hidden />}
          {state === 'success' && <CheckCircle2 className="size-10 text-green-600" aria-hidden />}
          {(state === 'expired' || state === 'error') && (
            <XCircle className="size-10 text-destructive" aria-hidden />
          )}
          <h1 className="text-2xl font-semibold">
            {state === 'loading'
              ? t('auth:verify.loading')
              : state === 'success'
                ? t('auth:verify.successTitle')
                : state === 'expired'
                  ? t('auth:verify.expiredTitle')
                  : t('auth:verify.errorTitle')}
          </h1>
          {state !== 'loading' && <p className="text-muted-foreground">{message}</p>}
        </CardHeader>
        <CardContent className="space-y-4">
          {state === 'success' && (
            <Button asChild className="w-full">
              <Link to={withReturnTo('/auth?mode=login', returnTo)}>{t('auth:verify.signIn')}</Link>
            </Button>
          )}
          {(state === 'expired' || state === 'error') && (
            <ResendForm initialEmail={query.data?.email ?? ''} returnTo={returnTo} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function ResendForm({ initialEmail, returnTo }: { initialEmail: string; returnTo: string }) {
  const { t } = useTranslation(['auth', 'messages']);
  const [email, setEmail] = useState(initialEmail);
  const resend = useResendVerification();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      toast({
        title: t('auth:toast.emailRequiredTitle'),
        description: t('auth:toast.emailRequired'),
        variant: 'destructive',
      });
      return;
    }
    resend.mutate(
      { email: email.trim(), returnTo },
      {
        onSuccess: (res) =>
          toast({
            title: t('auth:toast.verificationSent'),
            description: translateMessage(t, res),
            variant: 'success',
          }),
        onError: (err) =>
          toast({ title: translateMessage(t, err) ?? t('auth:toast.resendFailed'), variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <Label htmlFor="resend-email">{t('auth:fields.email')}</Label>
      <Input
        id="resend-email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" className="w-full" disabled={resend.isPending}>
        {resend.isPending ? t('auth:verify.resending') : t('auth:verify.resend')}
      </Button>
      <Button asChild variant="outline" className="w-full">
        <Link to="/auth">{t('auth:actions.backToSignIn')}</Link>
      </Button>
    </form>
  );
}
