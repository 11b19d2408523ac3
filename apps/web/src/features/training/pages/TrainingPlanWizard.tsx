import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAuth } from '@/features/auth';
import { PlanWizard } from '../components/plan-wizard';
import { SignInPrompt } from '../components/sign-in-prompt';

/** /training-plan-wizard: the runner's answers step by step, a preview of every week, then the plan. */
export default function TrainingPlanWizard() {
  usePageTitle('common:pageTitles.trainingPlanWizard');
  const { t } = useTranslation('training');
  const { user, status } = useAuth();
  if (status === 'loading') return null;
  if (!user) return <SignInPrompt title={t('training:wizard.title')} />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{t('training:wizard.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('training:wizard.intro')}</p>
      <PlanWizard />
    </div>
  );
}
