import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { useResendVerification } from '../api/resend-verification';
import { verifyEmail } from '../api/verify-email';
import { serverMessage, translateMessage } from '../lib/messages';

/** /verify-email/:token: loading, then success, expired or error (SPEC section 4). */
export default function VerifyEmail() {
  const { t } = useTranslation('auth');
  usePageTitle('common:pageTitles.verifyEmail');
  const { token } = useParams();
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
      : translateMessage(t, query.data?.message);

  const toasted = useRef(false);
  useEffect(() => {
    if (state === 'success' && !toasted.current) {
      toasted.current = true;
      toast({ title: t('auth:toast.emailVerified'), variant: 'success' });
    }
  }, [state, t]);

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
              <Link to="/auth">{t('auth:verify.signIn')}</Link>
            </Button>
          )}
          {(state === 'expired' || state === 'error') && (
            <ResendForm initialEmail={query.data?.email ?? ''} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function ResendForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation('auth');
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
    resend.mutate(email.trim(), {
      onSuccess: (res) =>
        toast({
          title: t('auth:toast.verificationSent'),
          description: translateMessage(t, res.message),
          variant: 'success',
        }),
      onError: (err) =>
        toast({ title: serverMessage(t, err) ?? t('auth:toast.resendFailed'), variant: 'destructive' }),
    });
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
