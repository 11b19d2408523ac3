import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export const PAGE_VIEW_DAYS = 30;

/**
 * The admin totals in one round trip. Every account counts, demo runners included: the events and joins
 * beside them count theirs too, so the totals add up (issue 26).
 */
export async function totals(db: Executor) {
  const { rows } = await db.execute<{
    runners: number;
    signups: number;
    events: number;
    joins: number;
    open_reports: number;
  }>(
    sql`select
      (select count(*)::int from users) as runners,
      (select count(*)::int from users where created_at >= now() - interval '7 days') as signups,
      (select count(*)::int from events where status <> 'cancelled') as events,
      (select count(*)::int from event_participants where not is_waitlisted) as joins,
      (select count(*)::int from reports where status = 'open') as open_reports`,
  );
  return rows[0]!;
}

/**
 * Page views of the last 30 days per route: ids, slugs and link tokens are folded into their route's
 * pattern, so /events/12 and /events/40 count as /events/:id.
 */
export async function pageViewsPerRoute(db: Executor, limit = 25) {
  const route = sql`regexp_replace(regexp_replace(regexp_replace(path,
      '^/(news|verify-email|reset-password)/[^/]+', '/\\1/:slug'),
      '/[0-9]+(/|$)', '/:id\\1', 'g'), '(.)/$', '\\1')`;
  const { rows } = await db.execute<{ path: string; views: number }>(
    sql`
    select ${route} as path, count(*)::int as views from page_views
    where created_at >= now() - make_interval(days => ${PAGE_VIEW_DAYS})
    group by 1 order by 2 desc, 1 limit ${limit}`,
  );
  return rows;
}
