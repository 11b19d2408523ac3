import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCreateRunclub } from '../api/create-runclub';
import { useUploadClubLogo } from '../api/upload-club-logo';
import { ClubForm } from '../components/club-form';

/** /create-runclub: the club form; the creator becomes the owner and lands on the new club's page. */
export default function CreateRunClub() {
  const { t } = useTranslation('clubs');
  usePageTitle('common:pageTitles.createRunClub');
  const navigate = useNavigate();
  const create = useCreateRunclub();
  const upload = useUploadClubLogo();
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('clubs:create.title')}</h1>
      <p className="mt-1 mb-6 text-muted-foreground">{t('clubs:create.intro')}</p>
      <ClubForm
        submitLabel={t('clubs:create.submit')}
        pending={create.isPending || upload.isPending}
        onSubmit={async ({ input, logo }) => {
          const club = await create.mutateAsync(input);
          if (logo) {
            await upload
              .mutateAsync({ id: club.id, file: logo })
              .catch(() => toast({ title: t('clubs:create.logoFailed'), variant: 'destructive' }));
          }
          toast({ title: t('clubs:create.created'), variant: 'success' });
          void navigate(`/runclubs/${club.id}`);
        }}
      />
    </div>
  );
}
