import { can } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { AdminStats } from '../components/admin-stats';
import { ReportQueue } from '../components/report-queue';
import { StaffRoles } from '../components/staff-roles';

/** /admin: totals, the report queue and roles; each part only for the roles that may use it. */
export default function Admin() {
  const { t } = useTranslation('moderation');
  usePageTitle('common:pageTitles.admin');
  const { user } = useAuth();
  const roles = user?.roles ?? [];
  if (!user || !can.seeAdmin(roles)) return <Navigate to="/" replace />;

  return (
    <section className="mx-auto max-w-5xl space-y-10 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('moderation:admin.title')}</h1>
        <div className="flex flex-wrap gap-2">
          {can.writeNews(roles) && (
            <Button asChild variant="outline">
              <Link to="/admin/news">{t('moderation:admin.news')}</Link>
            </Button>
          )}
          {can.sendNewsletter(roles) && (
            <Button asChild variant="outline">
              <Link to="/admin/newsletter">{t('moderation:admin.newsletter')}</Link>
            </Button>
          )}
        </div>
      </div>
      <section aria-labelledby="stats-heading" className="space-y-3">
        <h2 id="stats-heading" className="text-xl font-semibold">
          {t('moderation:admin.stats')}
        </h2>
        <AdminStats />
      </section>
      {can.moderate(roles) && (
        <section aria-labelledby="reports-heading" className="space-y-3">
          <h2 id="reports-heading" className="text-xl font-semibold">
            {t('moderation:admin.reports')}
          </h2>
          <ReportQueue />
        </section>
      )}
      {can.manageRoles(roles) && (
        <section aria-labelledby="roles-heading" className="space-y-3">
          <h2 id="roles-heading" className="text-xl font-semibold">
            {t('moderation:admin.roles')}
          </h2>
          <StaffRoles myId={user.id} />
        </section>
      )}
    </section>
  );
}
