import { addDays, parsePace, type TrainingSchedule, type TrainingStats } from '@stride/contracts';

/** What the stats read from a workout_feedback row. */
export interface StatsFeedback {
  workoutDate: string;
  completed: boolean;
  /** km */
  actualDistance?: number | null;
  /** seconds */
  actualDuration?: number | null;
  /** M:SS per km */
  paceAchieved?: string | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The dashboard's stats from the runner's own reports only (SPEC: real figures or none). A completed
 * run without a distance counts its planned distance; time comes from the reported duration, or the
 * reported pace times the distance, never from an estimate. Runs logged on days without a workout count
 * toward runs, distance and time but not toward the completion rate, which is planned workouts done
 * out of those due (dated before today, or today's once done). Runs that completed no workout (`extraKm`)
 * count toward each week's done kilometres and the total distance, planned against actual.
 */
export function computeStats(
  plan: Pick<TrainingSchedule, 'weeks'>,
  feedback: readonly StatsFeedback[],
  today: string,
  /** Kilometres a day of runs that completed no workout (issue 27): running all the same. */
  extraKm: ReadonlyMap<string, number> = new Map(),
): TrainingStats {
  const latest = new Map(feedback.map((f) => [f.workoutDate, f]));
  const workouts = plan.weeks.flatMap((w) => w.workouts);
  const planned = new Map(workouts.map((w) => [w.date, w]));
  const done = [...latest.values()].filter((f) => f.completed);

  let totalKm = 0;
  let totalSec = 0;
  let timedKm = 0;
  const kmOn = new Map<string, number>();
  /** Per date: seconds and km of the runs with a time, for each week's average pace. */
  const timedOn = new Map<string, { sec: number; km: number }>();
  for (const f of done) {
    const km = f.actualDistance ?? planned.get(f.workoutDate)?.distanceKm ?? 0;
    kmOn.set(f.workoutDate, km);
    totalKm += km;
    const pace = f.paceAchieved ? parsePace(f.paceAchieved) : null;
    const sec = f.actualDuration ?? (pace !== null && km > 0 ? Math.round(pace * km) : null);
    if (sec !== null) {
      totalSec += sec;
      if (km > 0) {
        timedKm += km;
        timedOn.set(f.workoutDate, { sec, km });
      }
    }
  }

  for (const [date, km] of extraKm) {
    kmOn.set(date, (kmOn.get(date) ?? 0) + km);
    totalKm += km;
  }

  const isDone = (date: string) => latest.get(date)?.completed === true;
  const due = workouts.filter((w) => w.date < today || (w.date === today && isDone(w.date)));
  const completedDue = due.filter((w) => isDone(w.date)).length;
  const first = plan.weeks[0];
  const last = plan.weeks.at(-1);
  const current = plan.weeks.find((w) => today >= w.startDate && today <= addDays(w.startDate, 6));

  return {
    runsCompleted: done.length,
    runsPlanned: workouts.length,
    runsDue: due.length,
    missedRuns: due.length - completedDue,
    totalDistanceKm: round1(totalKm),
    totalTimeSec: totalSec,
    averagePaceSecPerKm: timedKm > 0 ? Math.round(totalSec / timedKm) : null,
    completionRate: due.length ? Math.round((completedDue / due.length) * 1000) / 1000 : null,
    currentWeek: current?.weekNumber ?? (first && today < first.startDate ? 1 : (last?.weekNumber ?? 1)),
    completedWeeks: plan.weeks.filter((w) => addDays(w.startDate, 6) < today).length,
    weeks: plan.weeks.map((week) => {
      const end = addDays(week.startDate, 6);
      let completedKm = 0;
      for (const [date, km] of kmOn) if (date >= week.startDate && date <= end) completedKm += km;
      let sec = 0;
      let km = 0;
      for (const [date, t] of timedOn) {
        if (date >= week.startDate && date <= end) {
          sec += t.sec;
          km += t.km;
        }
      }
      return {
        weekNumber: week.weekNumber,
        startDate: week.startDate,
        plannedKm: week.plannedKm,
        completedKm: round1(completedKm),
        plannedRuns: week.workouts.length,
        completedRuns: week.workouts.filter((w) => isDone(w.date)).length,
        averagePaceSecPerKm: km > 0 ? Math.round(sec / km) : null,
      };
    }),
  };
}
