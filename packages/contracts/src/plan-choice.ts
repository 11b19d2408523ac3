import type { PlanStatus } from './training-texts.ts';

// A module of its own, with nothing but these: the web app's router chooses the dashboard's plan with
// them on every first load, and should not carry the training texts and messages to every page.

/**
 * The plan the training dashboard shows: the one asked for (`?plan=id`), else the active one, else the
 * newest that is not cancelled (the list comes newest first), else the first. The web page and the
 * server's painted top (issue 30) both choose with this, so they show the same plan.
 */
export function planToShow<P extends { id: number; status: PlanStatus }>(
  plans: readonly P[],
  wanted: number | null,
): P | undefined {
  return (
    plans.find((p) => p.id === wanted) ??
    plans.find((p) => p.status === 'active') ??
    plans.find((p) => p.status !== 'cancelled') ??
    plans[0]
  );
}

/** The `?plan=` of the dashboard's address as the page reads it: a plan id, or null. */
export const wantedPlanId = (value: string | null | undefined): number | null => Number(value) || null;
