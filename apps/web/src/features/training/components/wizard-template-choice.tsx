import { useTranslation } from 'react-i18next';
import { FormField, controlClass, describedBy } from '@/components/ui/form-field';
import { useTemplates } from '../api/get-templates';
import { templateName } from '../lib/plan-name';
import type { WizardStepProps } from '../lib/wizard-answers';

/**
 * Which plan (issue 27): the one made from the runner's answers, or one of the templates. Choosing a
 * template sets its distance and length in the answers below; the runner's days and running still apply.
 */
export function WizardTemplateChoice({ form, err }: WizardStepProps) {
  const { t } = useTranslation('training');
  const templates = useTemplates();
  const { register, setValue } = form;
  return (
    <FormField id="templateId" label={t('training:templates.label')} error={err('templateId')}>
      <select
        id="templateId"
        className={controlClass}
        {...describedBy('templateId', err('templateId'))}
        {...register('templateId', {
          onChange: (e: { target: { value: string } }) => {
            const chosen = templates.data?.find((tpl) => String(tpl.id) === e.target.value);
            if (!chosen) return;
            setValue('goalDistance', chosen.goalDistance);
            setValue('lengthBy', 'weeks');
            setValue('weeks', String(chosen.duration));
          },
        })}
      >
        <option value="">{t('training:templates.personal')}</option>
        {(templates.data ?? []).map((tpl) => (
          <option key={tpl.id} value={tpl.id}>
            {t('training:templates.option', {
              name: templateName(t, tpl.slug, tpl.name),
              weeks: tpl.duration,
              days: tpl.daysPerWeek,
            })}
          </option>
        ))}
      </select>
    </FormField>
  );
}
