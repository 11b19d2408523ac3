import type { PlanWorkout, WorkoutBlock } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';
import { paceRange } from '../lib/format';
import { TYPE_KEYS, ZONE_KEYS } from '../lib/labels';

/** A workout's structure in the reader's language (docs/training-engine.md, 'For the API, schema and web'). */
export function WorkoutText({ workout }: { workout: PlanWorkout }) {
  const { t } = useTranslation('training');
  const f = useFormat();
  const km = (value: number) => f.number(value, { maximumFractionDigits: 1 });
  const s = workout.structure;
  const block = (b: WorkoutBlock) => {
    const zone = t(ZONE_KEYS[b.zone]);
    const pace = t('training:workout.pace', { pace: paceRange(b.paceRange) });
    const text =
      b.count === 1
        ? t('training:workout.single', { km: km(b.distanceM / 1000), zone, pace })
        : t('training:workout.block', { reps: b.count, distance: f.number(b.distanceM), zone, pace });
    if (b.recoveryDistanceM)
      return `${text} ${t('training:workout.recoveryDistance', { distance: b.recoveryDistanceM })}`;
    if (b.recoverySec && b.recoverySec % 60 === 0)
      return `${text} ${t('training:workout.recoveryMin', { minutes: b.recoverySec / 60 })}`;
    if (b.recoverySec) return `${text} ${t('training:workout.recoverySec', { seconds: b.recoverySec })}`;
    return text;
  };
  const parts = [
    ...(s.warmupKm ? [t('training:workout.warmup', { km: km(s.warmupKm) })] : []),
    ...s.blocks.map(block),
    ...(s.cooldownKm ? [t('training:workout.cooldown', { km: km(s.cooldownKm) })] : []),
    ...(s.strides ? [t('training:workout.strides', { n: s.strides })] : []),
  ];
  return <span>{parts.join(' · ')}</span>;
}

/** "Long run · 18 km" */
export function WorkoutTitle({ workout }: { workout: PlanWorkout }) {
  const { t } = useTranslation('training');
  const f = useFormat();
  return (
    <>
      {t(TYPE_KEYS[workout.type])} · {f.distanceKm(workout.distanceKm, 1)}
    </>
  );
}
