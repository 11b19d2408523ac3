/**
 * Benchmark data generator: demo-free users, events and participants at any scale, written with
 * set-based SQL so a million events take seconds, not hours. Usable by any feature's benchmark.
 *
 *   tsx bench/generate.ts --events 100000 [--users 5000] [--database-url postgres://…]
 */
import type { Database } from '../apps/server/src/db/client.ts';
import { sql } from 'drizzle-orm';

export interface GenerateOptions {
  users: number;
  events: number;
  /** Average participants per event (capped by each event's capacity). */
  participants: number;
}

export async function generate(database: Database, options: GenerateOptions): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    insert into users (email, first_name, last_name, location, email_verified, is_dummy_user, auth_provider)
    select 'bench' || g || '@bench.stride.invalid', 'Bench', 'Runner ' || g, 'Sydney, NSW 2000', true, true, 'demo'
    from generate_series(1, ${options.users}) g`);
  // Events spread over every locality (a prime stride walks the table), starting over the next 90 days
  // at quarter-hour times between 05:00 and 20:45 local, Sydney time for simplicity.
  await db.execute(sql`
    with loc as (select row_number() over (order by id) as n, * from australian_locations),
         cnt as (select count(*) as c from australian_locations),
         base as (
           select g,
                  (current_date + ((g % 90) + 1)::int) as d,
                  make_time((5 + g % 16)::int, (((g / 16) % 4) * 15)::int, 0) as t
           from generate_series(1::bigint, ${options.events}::bigint) g)
    insert into events (title, description, date, time, timezone, starts_at, location, lat, lng, distances,
                        max_participants, event_type, is_club_event, created_by)
    select 'Bench run ' || b.g, 'Generated for benchmarks', b.d, b.t, 'Australia/Sydney',
           (b.d + b.t) at time zone 'Australia/Sydney', l.value,
           l.lat + ((b.g % 100) - 50) * 0.0001, l.lng + ((b.g % 77) - 38) * 0.0001,
           string_to_array((array['5k', '10k|5k', 'Half Marathon', 'Marathon', 'Parkrun', 'Fun Run', 'Ultra|50k',
                                   '8k/5mi'])[1 + (b.g % 8)::int], '|'),
           15 + (b.g % 3) * 10,
           case when b.g % 3 = 0 then 'run_club' else 'official' end,
           b.g % 3 = 0,
           'Bench'
    from base b, cnt join loc l on true
    where l.n = 1 + (b.g * 7919) % cnt.c`);
  // A quarter of the runs in three pace groups a minute apart (issue 29), their paces kept on the row as
  // the app keeps them (pace-groups.repository.ts): what the near-me search's pace filter reads.
  await db.execute(sql`
    insert into event_pace_groups (event_id, position, pace_sec_per_km, capacity)
    select e.id, k, 270 + (e.id % 7) * 30 + k * 60, 5
    from events e, generate_series(0, 2) k
    where e.title like 'Bench run %' and e.id % 4 = 1`);
  await db.execute(sql`
    update events e set pace_group_paces = array[270 + (e.id % 7) * 30, 330 + (e.id % 7) * 30, 390 + (e.id % 7) * 30]
    where e.title like 'Bench run %' and e.id % 4 = 1`);
  if (options.participants > 0) {
    await db.execute(sql`
      with u as (select row_number() over (order by id) as n, id from users where is_dummy_user),
           uc as (select count(*) as c from u)
      insert into event_participants (event_id, user_id, attendance_status)
      select e.id, u.id, 'attending'
      from events e, uc, generate_series(0, ${options.participants - 1}) k
      join u on true
      where e.title like 'Bench run %' and u.n = 1 + ((e.id * 31 + k * 977) % uc.c)
      on conflict do nothing`);
  }
  // As autovacuum would have by the time the data is this size: statistics, and the visibility map that
  // lets index-only scans skip the table.
  await db.execute(sql`vacuum analyze`);
}

/**
 * Run clubs spread over the localities (a prime stride walks the table), each with its owner, run days,
 * distances and ability levels, written set-based like the events.
 */
export async function generateClubs(database: Database, clubs: number): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    with loc as (select row_number() over (order by id) as n, * from australian_locations),
         cnt as (select count(*) as c from australian_locations),
         owner as (select min(id::text)::uuid as id from users)
    insert into runclubs (name, search_name, description, location, lat, lng, run_days, distances, ability_levels,
                          annual_cost, created_by, member_count)
    select 'Bench Club ' || g, 'bench club ' || g, 'Generated for benchmarks', l.value,
           l.lat + ((g % 50) - 25) * 0.0002, l.lng + ((g % 37) - 18) * 0.0002,
           string_to_array((array['saturday', 'tuesday|saturday', 'sunday', 'wednesday|sunday'])[1 + g % 4], '|'),
           string_to_array((array['5k', '10k|Half Marathon', 'Parkrun', '5k|10k'])[1 + g % 4], '|'),
           string_to_array((array['all_welcome', 'beginner', 'intermediate|advanced'])[1 + g % 3], '|'),
           (g % 80)::numeric, owner.id, 1
    from generate_series(1, ${clubs}) g, cnt, owner
    join loc l on true
    where l.n = 1 + (g * 7919) % cnt.c`);
  await db.execute(sql`
    insert into runclub_members (runclub_id, user_id, role)
    select id, created_by, 'owner' from runclubs where created_by is not null and name like 'Bench Club %'`);
  await db.execute(sql`analyze runclubs`);
}
