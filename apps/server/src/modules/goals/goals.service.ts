import {
  TRAINING_MESSAGES as M,
  updateGoalSchema,
  type createGoalSchema,
  type Goal,
} from '@stride/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  deleteGoal,
  findGoal,
  insertGoal,
  listGoalsOf,
  replaceGoals,
  updateGoal,
  type GoalRow,
  type NewGoalRow,
} from './goals.repository.ts';

type NewGoal = z.output<typeof createGoalSchema>;
type GoalChanges = z.output<typeof updateGoalSchema>;

/** A new goal's row: optional fields stored as null, a goal active unless it says otherwise. */
function newGoalRow(input: NewGoal): NewGoalRow {
  return {
    eventName: input.eventName,
    distance: input.distance,
    difficulty: input.difficulty,
    eventDate: input.eventDate ?? null,
    targetTime: input.targetTime ?? null,
    notes: input.notes ?? null,
    status: input.status ?? 'active',
  };
}

function toGoal(row: GoalRow): Goal {
  return {
    id: row.id,
    eventName: row.eventName,
    eventDate: row.eventDate,
    targetTime: row.targetTime,
    distance: row.distance as Goal['distance'],
    difficulty: row.difficulty as Goal['difficulty'],
    status: row.status as Goal['status'],
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Called in the transaction that changed a runner's goals (the buddy score reads them). */
export type GoalsChanged = (executor: Executor, userId: string) => Promise<void>;

/** A runner's training goals (user_goals): the profile's goal editor and plans built for a goal. */
export class GoalsService {
  constructor(
    private readonly db: Db,
    private readonly changed: GoalsChanged = async () => {},
  ) {}

  async list(userId: string): Promise<Goal[]> {
    return (await listGoalsOf(this.db, userId)).map(toGoal);
  }

  async create(userId: string, input: NewGoal): Promise<Goal> {
    return this.db.transaction(async (tx) => {
      const row = await insertGoal(tx, userId, newGoalRow(input));
      await this.changed(tx, userId);
      return toGoal(row);
    });
  }

  /** The runner's goal, or undefined when they have none with this id. */
  async find(userId: string, id: number): Promise<Goal | undefined> {
    const row = await findGoal(this.db, userId, id);
    return row && toGoal(row);
  }

  async get(userId: string, id: number): Promise<Goal> {
    const goal = await this.find(userId, id);
    if (!goal) throw notFound(M.goalNotFound);
    return goal;
  }

  /** Replaces all the runner's goals (the profile's update, inside its transaction). */
  async replaceAll(tx: Executor, userId: string, goals: NewGoal[]): Promise<void> {
    await replaceGoals(tx, userId, goals.map(newGoalRow));
    await this.changed(tx, userId);
  }

  async update(userId: string, id: number, changes: GoalChanges): Promise<Goal> {
    const values = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    return this.db.transaction(async (tx) => {
      const row = await updateGoal(tx, userId, id, values);
      if (!row) throw notFound(M.goalNotFound);
      await this.changed(tx, userId);
      return toGoal(row);
    });
  }

  async remove(userId: string, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await deleteGoal(tx, userId, id))) throw notFound(M.goalNotFound);
      await this.changed(tx, userId);
    });
  }
}
