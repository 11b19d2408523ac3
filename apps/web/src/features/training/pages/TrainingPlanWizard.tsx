import { NotAvailableYet } from '@/components/not-available';

/** /training-plan-wizard: building a training plan. Not built yet, so it shows the honest not-available state. */
export default function TrainingPlanWizard() {
  return <NotAvailableYet titleKey="common:pageTitles.trainingPlanWizard" />;
}
