import { BellOff, BellRing, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useSendTestNotification } from '../api/send-test-notification';
import { disablePush, enablePush, pushState, type PushState } from '../lib/web-push';

/** Long labels (German: 'Schick mir eine Testbenachrichtigung') wrap on a phone instead of running off it. */
const WRAP = 'h-auto min-h-10 shrink whitespace-normal text-left';

const STATE_TEXT = {
  unsupported: 'social:push.state.unsupported',
  'no-worker': 'social:push.state.noWorker',
  denied: 'social:push.state.denied',
  off: 'social:push.state.off',
  on: 'social:push.state.on',
} as const;

/** This browser's web push: the permission flow in words, switch on/off, and a test notification. */
export function PushPanel() {
  const { t } = useTranslation('social');
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const test = useSendTestNotification();

  useEffect(() => {
    void pushState().then(setState);
  }, []);

  const run = async (action: () => Promise<PushState>) => {
    setBusy(true);
    try {
      setState(await action());
    } catch {
      toast({ title: t('social:push.failed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="push-heading" className="space-y-3 rounded-lg border p-4">
      <h2 id="push-heading" className="text-lg font-semibold">
        {t('social:push.title')}
      </h2>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
        <li>{t('social:push.step1')}</li>
        <li>{t('social:push.step2')}</li>
        <li>{t('social:push.step3')}</li>
      </ol>
      <p role="status" data-testid="push-state" className="text-sm font-medium">
        {state ? t(STATE_TEXT[state]) : t('social:push.checking')}
      </p>
      <div className="flex flex-wrap gap-2">
        {state === 'off' && (
          <Button type="button" className={WRAP} disabled={busy} onClick={() => void run(enablePush)}>
            <BellRing aria-hidden="true" className="size-4" />
            {t('social:push.enable')}
          </Button>
        )}
        {state === 'on' && (
          <Button
            type="button"
            variant="outline"
            className={WRAP}
            disabled={busy}
            onClick={() => void run(disablePush)}
          >
            <BellOff aria-hidden="true" className="size-4" />
            {t('social:push.disable')}
          </Button>
        )}
        <Button
          type="button"
          variant="secondary"
          className={WRAP}
          disabled={test.isPending}
          onClick={() =>
            test.mutate(undefined, {
              onSuccess: () => toast({ title: t('social:push.testSent') }),
              onError: () => toast({ title: t('social:push.failed'), variant: 'destructive' }),
            })
          }
        >
          <Send aria-hidden="true" className="size-4" />
          {t('social:push.test')}
        </Button>
      </div>
    </section>
  );
}
