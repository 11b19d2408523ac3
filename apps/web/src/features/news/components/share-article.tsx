import { Link2, Mail, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/** E-mail, WhatsApp and copy link for an article. */
export function ShareArticle({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation('news');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('news:share.copied') });
    } catch {
      toast({ title: t('news:share.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium">{t('news:share.title')}</span>
      <Button asChild variant="outline" size="sm">
        <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}>
          <Mail aria-hidden="true" />
          {t('news:share.email')}
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a
          href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden="true" />
          WhatsApp
        </a>
      </Button>
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        <Link2 aria-hidden="true" />
        {t('news:share.copy')}
      </Button>
    </div>
  );
}
