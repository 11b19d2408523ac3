import type { AdjustmentReason, AdjustmentType } from '@stride/contracts';

/** A change the engine made, ready for a training_adjustments row (id, plan and user added by the service). */
export interface NewAdjustment {
  /** What caused it, unique per plan (e.g. ease:2027-03-02): a trigger is acted on once. */
  key: string;
  adjustmentDate: string;
  adjustmentType: AdjustmentType;
  reasonCode: AdjustmentReason;
  reason: string;
  reasonParams: Record<string, string | number>;
  previousValue: number | null;
  newValue: number | null;
  difficultyMultiplier: number | null;
  performanceScore: number | null;
  automaticAdjustment: boolean;
  weekNumber: number | null;
  notes: string | null;
}

type Params = Record<string, string | number>;

/** A moved session's kind, in words (the web translates the workout type instead). */
const SESSION_WORDS: Record<string, string> = {
  long: 'Long run',
  tempo: 'Threshold run',
  intervals: 'Interval session',
  marathon_pace: 'Marathon-pace run',
};

/** Plain English for each reason; the web translates reasonCode with the same params instead. */
const REASONS: Record<AdjustmentReason, (p: Params) => string> = {
  felt_too_hard: (p) =>
    `Your run on ${p.date} felt very hard (effort ${p.effort} of 10), so the next 7 days are 20% shorter.`,
  low_energy: (p) =>
    `You reported low energy or poor recovery after your run on ${p.date}, so the next 7 days are 20% shorter.`,
  easy_pace_too_hard: (p) =>
    `Your easy run on ${p.date} felt very hard, so paces for the next 7 days are 3% slower.`,
  missed_runs: (p) =>
    `You missed ${p.missed} runs in week ${p.week}, so the weeks ahead stay at ${p.km} km instead of increasing until you are back on track.`,
  back_on_track: (p) =>
    `You completed every run in week ${p.week} and it felt comfortable, so your plan builds up again.`,
  recent_running_limit: (p) =>
    `Week ${p.week} is shorter: a week may hold at most 10% more than your biggest week so far, and a run may be at most 10% longer than your longest run in the last 30 days.`,
  back_toward_plan: (p) => `Week ${p.week} moves back toward your plan as your recent running allows.`,
  run_days_changed: (p) => `Your run days changed to ${p.days}; the rest of your plan now uses them.`,
  slower_than_zone: (p) =>
    `Your run on ${p.date} was ${p.percent}% slower than its pace zone and felt hard (effort ${p.effort} of 10), so the next 7 days are 20% shorter and 3% slower.`,
  paces_in_zone: (p) =>
    `You ran every run of week ${p.week} inside its pace zone, so your plan builds up again.`,
  session_moved: (p) =>
    `${SESSION_WORDS[String(p.type)] ?? 'Session'} missed on ${p.from}: it moves to ${p.to}, away from your other hard days.`,
  checked_in_sick: (p) =>
    `You're unwell: no running from ${p.from} to ${p.to}, then easy running until ${p.easyTo} to come back.`,
  checked_in_tired: (p) => `You're tired: from ${p.from} to ${p.to} every run is easy and shorter.`,
  checked_in_injured: (p) =>
    `You reported an injury on ${p.date}, so your plan is paused. See a physiotherapist or doctor before you run again.`,
  checked_in_travelling: (p) =>
    `You're travelling from ${p.from} to ${p.to}: runs are short and easy, and each can be done on any day of the trip.`,
  checked_in_fine: (p) => `You feel fine again, so from ${p.date} your plan is back to normal.`,
  return_from_injury: (p) =>
    `Welcome back: your plan restarts at ${p.km} km a week and builds up by at most 10% a week.`,
};

export function adjustment(
  fields: Omit<NewAdjustment, 'reason' | 'automaticAdjustment' | 'notes' | 'previousValue' | 'newValue'> &
    Partial<Pick<NewAdjustment, 'previousValue' | 'newValue' | 'automaticAdjustment'>>,
): NewAdjustment {
  return {
    previousValue: null,
    newValue: null,
    automaticAdjustment: true,
    notes: null,
    ...fields,
    reason: REASONS[fields.reasonCode](fields.reasonParams),
  };
}
