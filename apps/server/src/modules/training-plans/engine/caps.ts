import { addDays } from '@stride/contracts';

/*
 * The two load caps every plan and every adjustment keeps (issue 10):
 * - a week may hold at most 10 % more than the biggest week so far, the runner's current weekly km
 *   counting as the week before the plan;
 * - a run may be at most 10 % longer than the longest run of the previous 30 days (Frandsen et al.,
 *   BJSM 2025, 5,200 runners: single-session spikes above that raised injury risk), the runner's stated
 *   longest recent run counting as run the day before the plan starts.
 * The race itself is exempt: it is the goal, not training load.
 */
export const WEEKLY_GROWTH_CAP = 1.1;
export const SINGLE_RUN_CAP = 1.1;
export const SINGLE_RUN_WINDOW_DAYS = 30;
/**
 * With no run at all in the last 30 days (only possible after missed weeks) there is nothing to be 10 %
 * above: the plan restarts with runs of at most 3 km, about 20 minutes.
 */
export const RESTART_RUN_KM = 3;

export interface Run {
  date: string;
  km: number;
}

/** Runs in date order, answering "the longest run in the 30 days before this date". */
export class RunHistory {
  private readonly runs: Run[] = [];

  add(run: Run): void {
    let i = this.runs.length;
    while (i > 0 && this.runs[i - 1]!.date > run.date) i--;
    this.runs.splice(i, 0, run);
  }

  /** Longest run dated from `date` − 30 days to the day before `date`. */
  longestBefore(date: string): number {
    const from = addDays(date, -SINGLE_RUN_WINDOW_DAYS);
    let longest = 0;
    for (let i = this.runs.length - 1; i >= 0; i--) {
      const run = this.runs[i]!;
      if (run.date < from) break;
      if (run.date < date && run.km > longest) longest = run.km;
    }
    return longest;
  }

  /** The most a run on `date` may be. */
  singleRunCap(date: string): number {
    const longest = this.longestBefore(date);
    return longest > 0 ? SINGLE_RUN_CAP * longest : RESTART_RUN_KM;
  }
}
