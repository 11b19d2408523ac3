import type { AdminStats } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { PAGE_VIEW_DAYS, pageViewsPerRoute, totals } from './admin.repository.ts';

/** The admin overview: real counts from the database and the first-party page views. */
export class AdminService {
  constructor(private readonly db: Db) {}

  async stats(): Promise<AdminStats> {
    const [t, pageViews] = await Promise.all([totals(this.db), pageViewsPerRoute(this.db)]);
    return {
      runners: t.runners,
      signupsThisWeek: t.signups,
      events: t.events,
      joins: t.joins,
      openReports: t.open_reports,
      pageViews,
      pageViewDays: PAGE_VIEW_DAYS,
    };
  }
}
