import { can } from '@stride/contracts';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { NewsletterComposer } from '../components/newsletter-composer';
import { SentNewsletters } from '../components/sent-newsletters';

/** /admin/newsletter: write and send the newsletter to every confirmed subscriber (admins). */
export default function AdminNewsletter() {
  const { t } = useTranslation('moderation');
  usePageTitle('common:pageTitles.adminNewsletter');
  const { user } = useAuth();
  if (!user || !can.sendNewsletter(user.roles)) return <Navigate to="/" replace />;

  return (
    <section className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <div className="space-y-3">
        <Button asChild variant="ghost" size="sm">
          <Link to="/admin">
            <ArrowLeft aria-hidden="true" />
            {t('moderation:admin.title')}
          </Link>
        </Button>
        <h1 className="text-3xl font-bold tracking-tight">{t('moderation:newsletter.title')}</h1>
        <p className="max-w-3xl text-muted-foreground">{t('moderation:newsletter.intro')}</p>
      </div>
      <NewsletterComposer />
      <section aria-labelledby="sent-newsletters-heading" className="space-y-3">
        <h2 id="sent-newsletters-heading" className="text-xl font-semibold">
          {t('moderation:newsletter.history')}
        </h2>
        <SentNewsletters />
      </section>
    </section>
  );
}
