import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { useRunclub } from '../api/get-runclub';
import { useUpdateRunclub } from '../api/update-runclub';
import { useUploadClubLogo } from '../api/upload-club-logo';
import { ClubForm } from '../components/club-form';

/** /runclubs/:id/edit: the owner's or an admin's edit form. */
export default function EditRunClub() {
  const { t } = useTranslation('clubs');
  usePageTitle('clubs:edit.title', 'common:pageDescriptions.createRunClub');
  const { id } = useParams();
  const clubId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  const query = useRunclub(clubId);
  const update = useUpdateRunclub();
  const upload = useUploadClubLogo();
  const navigate = useNavigate();
  const club = query.data;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t('clubs:edit.title')}</h1>
      {query.isError ? (
        <p role="alert">{t('clubs:detail.notFoundTitle')}</p>
      ) : !club ? (
        <Skeleton className="h-96 w-full" />
      ) : club.viewerRole !== 'owner' && club.viewerRole !== 'admin' ? (
        <p role="alert">{t('clubs:edit.notAllowed')}</p>
      ) : (
        <ClubForm
          initial={{
            name: club.name,
            description: club.description ?? '',
            location: club.location,
            runDays: club.runDays as never,
            distances: club.distances as never,
            abilityLevels: club.abilityLevels as never,
            annualCost: club.annualCost === null ? null : Number(club.annualCost),
            comments: club.comments ?? '',
          }}
          initialLogoUrl={club.logoUrl}
          submitLabel={t('clubs:edit.submit')}
          pending={update.isPending || upload.isPending}
          onSubmit={async ({ input, logo }) => {
            await update.mutateAsync({ id: club.id, patch: input });
            if (logo) await upload.mutateAsync({ id: club.id, file: logo });
            toast({ title: t('clubs:edit.saved'), variant: 'success' });
            void navigate(`/runclubs/${club.id}`);
          }}
        />
      )}
    </div>
  );
}
