import { formatPace } from '@stride/contracts';
import { useState, type DragEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/components/ui/form-field';
import { useFormat } from '@/hooks/use-format';
import { usePageTitle } from '@/hooks/use-page-title';
import { translateMessage } from '@/lib/messages';
import { ABILITY_LABELS } from '@/lib/option-labels';
import { cn } from '@/lib/utils';
import { useSubmitEvent } from '../api/use-submit-event';
import { VisualCardFields } from '../components/visual-card-fields';
import { VisualPalettes, droppedPiece, type Piece } from '../components/visual-palette';
import { VisualPreview } from '../components/visual-preview';
import { distanceLabel } from '../lib/labels';
import { EMPTY_VISUAL, toInput, visualField, visualResolver, type VisualField } from '../lib/visual-draft';

/** /create-visual — build an event by dragging distances, ability levels and a time slot onto a card. */
export default function CreateEventVisual() {
  const { t } = useTranslation(['events', 'messages']);
  const fmt = useFormat();
  usePageTitle('common:pageTitles.createEventVisual');
  const form = useForm({ resolver: visualResolver, defaultValues: EMPTY_VISUAL, shouldFocusError: false });
  const [over, setOver] = useState(false);
  const [announce, setAnnounce] = useState('');
  const { submit, isPending } = useSubmitEvent((fields) => {
    for (const [path, message] of Object.entries(fields))
      form.setError(visualField(path), { type: 'server', message });
  });
  const { errors } = form.formState;
  const err = (name: VisualField) =>
    errors[name]?.type === 'required' && name === 'time'
      ? t('events:visual.timeRequired')
      : translateMessage(t, errors[name]?.message);

  const labelOf = (p: Piece) =>
    p.kind === 'ability'
      ? t(ABILITY_LABELS[p.value] ?? 'common:options.ability.allWelcome')
      : p.kind === 'time'
        ? fmt.time(p.value)
        : p.kind === 'pace'
          ? t('events:paceGroups.pace', { pace: formatPace(Number(p.value)) })
          : distanceLabel(t, p.value);
  const listOf = (p: Piece) =>
    p.kind === 'ability' ? 'abilityLevels' : p.kind === 'pace' ? 'paceGroups' : 'distances';
  const add = (p: Piece) => {
    if (p.kind === 'time') form.setValue('time', p.value);
    else if (!form.getValues(listOf(p)).includes(p.value))
      form.setValue(listOf(p), [...form.getValues(listOf(p)), p.value]);
    form.clearErrors();
    setAnnounce(t('events:visual.added', { label: labelOf(p) }));
  };
  const remove = (p: Piece) => {
    if (p.kind === 'time') form.setValue('time', '');
    else
      form.setValue(
        listOf(p),
        form.getValues(listOf(p)).filter((x) => x !== p.value),
      );
    setAnnounce(t('events:visual.removed', { label: labelOf(p) }));
  };
  const [time, distances, abilityLevels, paceGroups] = useWatch({
    control: form.control,
    name: ['time', 'distances', 'abilityLevels', 'paceGroups'],
  });
  const lists = { distances, abilityLevels, paceGroups };
  const isActive = (p: Piece) => (p.kind === 'time' ? time === p.value : lists[listOf(p)].includes(p.value));
  const toggle = (p: Piece, active: boolean) => (active ? remove(p) : add(p));
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const piece = droppedPiece(e.dataTransfer);
    if (piece) add(piece);
  };
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    const element = e.currentTarget;
    void form.handleSubmit(
      (values) => submit(toInput(values)),
      () => focusFirstInvalid(element),
    )(e);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('events:visual.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('events:visual.subtitle')}</p>
        </div>
        {/* Wraps on a phone: the German wording is wider than the screen. */}
        <Button asChild variant="link" className="h-auto shrink whitespace-normal px-0 text-left">
          <Link to="/create">{t('events:visual.useForm')}</Link>
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_26rem]">
        <VisualPalettes isActive={isActive} labelOf={labelOf} onToggle={toggle} />

        <form
          noValidate
          aria-labelledby="event-card-heading"
          data-testid="event-card"
          onSubmit={onSubmit}
          onDragOver={(e) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = 'copy';
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          className={cn(
            'space-y-4 rounded-xl border-2 border-dashed bg-card p-5 transition-colors',
            over && 'border-primary bg-accent/40',
          )}
        >
          <h2 id="event-card-heading" className="text-sm font-semibold text-muted-foreground uppercase">
            {t('events:visual.cardTitle')}
          </h2>
          <VisualCardFields form={form} err={err} />
          <VisualPreview control={form.control} err={err} labelOf={labelOf} onRemove={remove} />
          <Button type="submit" className="w-full" size="lg" disabled={isPending}>
            {isPending ? t('events:create.creating') : t('events:create.submit')}
          </Button>
        </form>
      </div>
    </div>
  );
}
