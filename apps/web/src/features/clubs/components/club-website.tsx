import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { currentLanguage } from '@/i18n';

/**
 * For the club's admins: its runs on their own website (issue 28): the public calendar feed, and the
 * widget's snippet to paste into a page (an iframe of /embed/runclubs/:id in the admin's language).
 */
export function ClubWebsite({ clubId }: { clubId: number }) {
  const { t, i18n } = useTranslation('clubs');
  const feedId = useId();
  const snippetId = useId();
  const origin = window.location.origin;
  const feed = `${origin}/runclubs/${clubId}/calendar.ics`;
  const snippet = `<iframe src="${origin}/embed/runclubs/${clubId}?lang=${currentLanguage(i18n)}" title="${t('clubs:website.frameTitle')}" width="100%" height="420" style="border:0" loading="lazy"></iframe>`;
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: t('clubs:website.copied') });
    } catch {
      toast({ title: t('clubs:website.copyFailed'), variant: 'destructive' });
    }
  };
  const field = (id: string, label: string, value: string, rows: number) => (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-start gap-2">
        <textarea
          id={id}
          readOnly
          rows={rows}
          value={value}
          className="min-w-0 flex-1 rounded-md border bg-background p-2 font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" variant="outline" size="sm" onClick={() => void copy(value)}>
          <Copy aria-hidden="true" />
          {t('clubs:website.copy')}
        </Button>
      </div>
    </div>
  );
  return (
    <section aria-labelledby="club-website" className="space-y-3">
      <h3 id="club-website" className="font-semibold">
        {t('clubs:website.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('clubs:website.intro')}</p>
      {field(snippetId, t('clubs:website.snippet'), snippet, 3)}
      {field(feedId, t('clubs:website.feed'), feed, 1)}
    </section>
  );
}
