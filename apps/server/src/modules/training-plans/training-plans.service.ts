import { PLAN_STATUSES, type PlanStatus, type TrainingPlanSummary } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { listPlans } from './training-plans.repository.ts';

const isStatus = (s: string): s is PlanStatus => (PLAN_STATUSES as readonly string[]).includes(s);

/** The signed-in runner's plans with their status; the top bar shows 'Adjust Plan' only for an active one. */
export class TrainingPlansService {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<TrainingPlanSummary[]> {
    const rows = await listPlans(this.db, userId);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      goal: r.goal,
      status: isStatus(r.status) ? r.status : 'cancelled',
      startDate: r.startDate,
      endDate: r.endDate,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
