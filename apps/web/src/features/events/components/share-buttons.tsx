import { Copy, Mail, MessageCircle, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

export const eventShareUrl = (id: number) => `${window.location.origin}/events/${id}`;

/** Share by e-mail, WhatsApp, copy link, Facebook and X. */
export function ShareButtons({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation('events');
  const url = eventShareUrl(id);
  const text = `${title} ${url}`;
  const links = [
    {
      label: t('events:share.email'),
      icon: Mail,
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(text)}`,
    },
    {
      label: t('events:share.whatsapp'),
      icon: MessageCircle,
      href: `https://wa.me/?text=${encodeURIComponent(text)}`,
    },
    {
      label: t('events:share.facebook'),
      icon: Share2,
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    {
      label: t('events:share.x'),
      icon: Share2,
      href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`,
    },
  ];
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('events:share.copiedTitle'), description: t('events:share.copiedBody') });
    } catch {
      toast({ title: t('events:share.copyFailed'), description: url, variant: 'destructive' });
    }
  };
  return (
    <div>
      <h2 className="mb-2 text-sm font-semibold">{t('events:share.title')}</h2>
      <div className="flex flex-wrap gap-2">
        {links.map(({ label, icon: Icon, href }) => (
          <Button key={label} asChild variant="outline" size="sm">
            <a href={href} target="_blank" rel="noopener noreferrer">
              <Icon aria-hidden="true" />
              {label}
            </a>
          </Button>
        ))}
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('events:share.copy')}
        </Button>
      </div>
    </div>
  );
}
