import { SEX_OPTIONS } from '@stride/contracts';
import type { ComponentProps, ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { controlClass } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { LocalityCombobox } from '@/features/locations';
import { SEX_LABELS } from '@/lib/option-labels';
import { cn } from '@/lib/utils';
import { FieldError } from './error-summary';

export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError message={error} />
    </div>
  );
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlClass, className)} {...props} />;
}

/** The sex select of sign-up and profile setup: a placeholder to start from, then the spec's options. */
export function SexSelect(props: ComponentProps<'select'>) {
  const { t } = useTranslation('auth');
  return (
    <NativeSelect {...props}>
      <option value="" disabled>
        {t('auth:fields.sexPlaceholder')}
      </option>
      {SEX_OPTIONS.map((s) => (
        <option key={s} value={s}>
          {t(SEX_LABELS[s])}
        </option>
      ))}
    </NativeSelect>
  );
}

/**
 * The home-suburb field of sign-up and profile setup: a locality from the suggestions (SPEC,
 * 'Validation rules': a label the locality search returns), held as its label in the form.
 */
export function LocationField<T extends FieldValues & { location: string }>({
  id,
  control,
  error,
}: {
  id: string;
  control: Control<T>;
  error?: string | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <Field id={id} label={t('auth:fields.location')} error={error}>
      <Controller
        control={control}
        name={'location' as Path<T>}
        render={({ field }) => (
          <LocalityCombobox
            id={id}
            initialText={field.value}
            onSelect={(suggestion) => field.onChange(suggestion.label)}
            onClear={() => field.onChange('')}
            invalid={!!error}
          />
        )}
      />
    </Field>
  );
}
