/**
 * npm run bench:engine [-- --runs 2000]
 *
 * Times the training plan engine alone (issue 10 asks for a 20-week marathon plan in well under 10 ms;
 * the API target is p99 < 100 ms with the database): building the plan, adapting it to a day of
 * feedback, and the dashboard stats. Prints median, p99 and max per call in milliseconds, after a warm-up.
 */
import { parseArgs } from 'node:util';
import {
  adaptPlan,
  buildPlan,
  computeStats,
} from '../apps/server/src/modules/training-plans/engine/index.ts';
import { MARATHON_REQUEST } from '../apps/server/test/helpers/training-arbitraries.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '2000' } } });
const runs = Number(values.runs);

const marathon = MARATHON_REQUEST;

function time(name: string, fn: () => unknown) {
  for (let i = 0; i < Math.min(200, runs); i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(3);
  return { name, median: at(0.5), p99: at(0.99), max: samples.at(-1)!.toFixed(3) };
}

const plan = buildPlan(marathon);
const today = '2027-03-10';
const feedback = plan.weeks
  .flatMap((w) => w.workouts)
  .filter((w) => w.date < today)
  .map((w, i) => ({ workoutDate: w.date, completed: i % 7 !== 3, effortRating: i % 11 === 5 ? 9 : 5 }));

const rows = [
  time('buildPlan: 20-week marathon, 5 days a week', () =>
    buildPlan({ ...marathon, runDays: [...marathon.runDays] }),
  ),
  time('adaptPlan: 8 weeks of feedback', () => adaptPlan(plan, feedback, today)),
  time('computeStats', () => computeStats(plan, feedback, today)),
];
console.log(`\n${runs} calls each, Node ${process.version}\n`);
console.log('| call | median ms | p99 ms | max ms |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.name} | ${r.median} | ${r.p99} | ${r.max} |`);
