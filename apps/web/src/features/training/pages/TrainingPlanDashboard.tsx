import { NotAvailableYet } from '@/components/not-available';

/** /training-plan-dashboard: the training plan dashboard. Not built yet, so it shows the honest not-available state. */
export default function TrainingPlanDashboard() {
  return <NotAvailableYet titleKey="common:pageTitles.trainingPlanDashboard" />;
}
