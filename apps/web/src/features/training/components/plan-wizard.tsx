import type { PlanPreview } from '@stride/contracts';
import { useRef, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { focusFirstInvalid } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { fieldMessages, translateMessage } from '@/lib/messages';
import { useCreatePlan } from '../api/create-plan';
import { usePreviewPlan } from '../api/preview-plan';
import {
  STEP_FIELDS,
  answerOf,
  defaultAnswers,
  stepOf,
  toInput,
  wizardResolver,
  type WizardAnswers,
  type WizardField,
} from '../lib/wizard-answers';
import { WizardDaysStep } from './wizard-days-step';
import { WizardGoalStep } from './wizard-goal-step';
import { WizardPreviewStep } from './wizard-preview-step';
import { WizardRunningStep } from './wizard-running-step';
import { WizardTemplateChoice } from './wizard-template-choice';

const STEP_KEYS = [
  'training:wizard.steps.goal',
  'training:wizard.steps.running',
  'training:wizard.steps.days',
  'training:wizard.steps.preview',
] as const;
const STEPS = [WizardGoalStep, WizardRunningStep, WizardDaysStep] as const;

/** Where the runner is: the four steps, the current one marked. */
function WizardProgress({ step }: { step: number }) {
  const { t } = useTranslation('training');
  return (
    <ol className="mt-4 flex flex-wrap gap-2 text-sm" aria-label={t('training:wizard.progress')}>
      {STEP_KEYS.map((key, i) => (
        <li
          key={key}
          aria-current={i === step ? 'step' : undefined}
          className={
            i === step
              ? 'rounded-full bg-primary px-3 py-1 text-primary-foreground'
              : 'rounded-full border px-3 py-1'
          }
        >
          {i + 1}. {t(key)}
        </li>
      ))}
    </ol>
  );
}

/** The runner's answers step by step (each step checked before the next), a preview of every week, then the plan. */
export function PlanWizard() {
  const { t } = useTranslation(['training', 'messages']);
  const navigate = useNavigate();
  const preview = usePreviewPlan();
  const create = useCreatePlan();
  const [step, setStep] = useState(0);
  const [shown, setShown] = useState<PlanPreview | null>(null);
  // The runner has a plan in progress (409): saving again replaces it, once they say so (issue 26).
  const [askReplace, setAskReplace] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Checked on Next only (no resolver run per key press before a step is submitted).
  const form = useForm<WizardAnswers>({
    resolver: wizardResolver,
    defaultValues: defaultAnswers(),
    shouldFocusError: false,
  });

  const { errors } = form.formState;
  const err = (name: WizardField) => {
    const error = name
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], errors);
    return translateMessage(t, (error as FieldError | undefined)?.message);
  };

  /** Shows a server 400 on its answers and goes back to the step that asks the first of them. */
  const showServerErrors = (error: unknown) => {
    const found = Object.entries(fieldMessages(t, error)).flatMap(([path, message]) => {
      const answer = answerOf(path);
      return answer ? [{ answer, message }] : [];
    });
    if (!found.length) {
      toast({
        title: t('training:wizard.failed'),
        description: translateMessage(t, error),
        variant: 'destructive',
      });
      return;
    }
    for (const { answer, message } of found) form.setError(answer, { type: 'server', message });
    setStep(stepOf(found[0]!.answer));
    focusFirstInvalid(formRef.current);
  };

  const next = async () => {
    const fields = STEP_FIELDS[step];
    if (fields && !(await form.trigger([...fields]))) return focusFirstInvalid(formRef.current);
    if (step < 2) return setStep(step + 1);
    preview.mutate(toInput(form.getValues()), {
      onSuccess: (result) => {
        setShown(result);
        setStep(3);
      },
      onError: showServerErrors,
    });
  };

  const save = (replaceActive = false) =>
    create.mutate(
      { ...toInput(form.getValues()), ...(replaceActive ? { replaceActive } : {}) },
      {
        onSuccess: (plan) => {
          toast({ title: t('training:wizard.saved'), variant: 'success' });
          void navigate(`/training-plan-dashboard?plan=${plan.id}`);
        },
        onError: (error) =>
          error instanceof ApiRequestError && error.status === 409
            ? setAskReplace(true)
            : showServerErrors(error),
      },
    );

  const Step = STEPS[step];
  return (
    <>
      <WizardProgress step={step} />
      <Card className="mt-4">
        <CardHeader>
          <h2 className="text-lg font-semibold">{t(STEP_KEYS[step]!)}</h2>
        </CardHeader>
        <CardContent>
          <form
            ref={formRef}
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              void (step < 3 ? next() : save());
            }}
          >
            {step === 0 && <WizardTemplateChoice form={form} err={err} />}
            {Step ? <Step form={form} err={err} /> : shown && <WizardPreviewStep preview={shown} />}
            {step === 3 && askReplace && (
              <div role="alert" className="space-y-2 rounded-md border border-destructive/50 p-3 text-sm">
                <p className="font-medium">{t('training:replace.title')}</p>
                <p>{t('training:replace.text')}</p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    variant="destructive"
                    disabled={create.isPending}
                    onClick={() => save(true)}
                  >
                    {t('training:replace.confirm')}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => void navigate('/training-plan-dashboard')}
                  >
                    {t('training:replace.keep')}
                  </Button>
                </div>
              </div>
            )}
            <div className="flex flex-wrap justify-between gap-2 pt-2">
              <Button type="button" variant="outline" disabled={step === 0} onClick={() => setStep(step - 1)}>
                {t('training:wizard.back')}
              </Button>
              {step < 3 ? (
                <Button type="submit" disabled={preview.isPending}>
                  {step === 2 ? t('training:wizard.preview') : t('training:wizard.next')}
                </Button>
              ) : (
                <Button type="submit" disabled={create.isPending}>
                  {create.isPending ? t('training:wizard.saving') : t('training:wizard.save')}
                </Button>
              )}
            </div>
          </form>
        </CardContent>
      </Card>
    </>
  );
}
