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

/** A runner's training goals (user_goals): the profile's goal editor and plans built for a goal. */
export class GoalsService {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<Goal[]> {
    return (await listGoalsOf(this.db, userId)).map(toGoal);
  }

  async create(userId: string, input: NewGoal): Promise<Goal> {
    return toGoal(await insertGoal(this.db, userId, newGoalRow(input)));
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
  }

  async update(userId: string, id: number, changes: GoalChanges): Promise<Goal> {
    const values = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    const row = await updateGoal(this.db, userId, id, values);
    if (!row) throw notFound(M.goalNotFound);
    return toGoal(row);
  }

  async remove(userId: string, id: number): Promise<void> {
    if (!(await deleteGoal(this.db, userId, id))) throw notFound(M.goalNotFound);
  }
}
