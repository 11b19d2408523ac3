import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { JobQueue } from './lib/jobs/job-queue.ts';
import type { Mailer } from './lib/mailer.ts';
import { PostgresCounters } from './lib/rate-limit-postgres.ts';
import { MemoryCounters, type CounterStore } from './lib/rate-limiter.ts';
import { AccountService } from './modules/account/account.service.ts';
import { AnalyticsService } from './modules/analytics/analytics.service.ts';
import { authEmailJob, authJobHandlers, purgeExpiredJob } from './modules/auth/auth.jobs.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { KnownDevices } from './modules/auth/known-devices.ts';
import { AuthLimiter } from './modules/auth/limits.ts';
import { OAuthService } from './modules/auth/oauth.service.ts';
import { ProfilePhotoService } from './modules/auth/profile-photo.service.ts';
import { SessionService } from './modules/auth/sessions.service.ts';
import { contactForwardJob, contactJobHandlers } from './modules/contact/contact.jobs.ts';
import { ContactService } from './modules/contact/contact.service.ts';
import { AttendanceService } from './modules/events/attendance.service.ts';
import { CalendarService } from './modules/events/calendar.service.ts';
import { CheckInService } from './modules/events/check-in.service.ts';
import { EventDiscovery } from './modules/events/discovery.ts';
import { EventLimits } from './modules/events/event-limits.ts';
import { EventsService } from './modules/events/events.service.ts';
import { SocialService } from './modules/events/social.service.ts';
import { LocationsService } from './modules/locations/locations.service.ts';
import {
  newsletterConfirmJob,
  newsletterIssueJob,
  newsletterJobHandlers,
  newsletterPurgeJob,
  newsletterWelcomeJob,
} from './modules/newsletter/newsletter.jobs.ts';
import { NewsletterService } from './modules/newsletter/newsletter.service.ts';
import { channelsByName } from './modules/notifications/channels/channel.ts';
import { EmailChannel } from './modules/notifications/channels/email.ts';
import { EmailUnsubscribeLinks } from './modules/notifications/email-unsubscribe.ts';
import { NotificationDelivery } from './modules/notifications/delivery.ts';
import { noticeDeliveryJob } from './modules/notifications/delivery.jobs.ts';
import { NotificationDigest } from './modules/notifications/digest.ts';
import { noticeDigestJob } from './modules/notifications/digest.jobs.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { SettingsPreferences, type DeliveryPreferences } from './modules/notifications/preferences.ts';
import { WebPushChannel } from './modules/push/push.channel.ts';
import { reminderJob } from './modules/notifications/reminders.jobs.ts';
import { ReminderService } from './modules/notifications/reminders.service.ts';
import { NotificationSettingsService } from './modules/notifications/settings.service.ts';
import { PushService } from './modules/push/push.service.ts';
import { Vapid } from './modules/push/vapid.ts';
import { buddyRunnerChangedJob, buddySuggestionsRefreshJob } from './modules/buddies/buddies.jobs.ts';
import { BuddiesService } from './modules/buddies/buddies.service.ts';
import { TrainingPartnersService } from './modules/buddies/training-partners.service.ts';
import { ProfileService } from './modules/profile/profile.service.ts';
import { HeatmapService } from './modules/heatmap/heatmap.service.ts';
import { SeoService } from './modules/seo/seo.service.ts';
import { AdminService } from './modules/moderation/admin.service.ts';
import { ReportsService } from './modules/moderation/reports.service.ts';
import { RolesService } from './modules/moderation/roles.service.ts';
import { NewsService } from './modules/news/news.service.ts';
import { createHmac } from 'node:crypto';
import { ImageStore } from './lib/images.ts';
import { challengesCheckJob } from './modules/runclubs/challenges.jobs.ts';
import { ClubChallengesService } from './modules/runclubs/challenges.service.ts';
import { stravaClubSyncJob, stravaSyncDueJob } from './modules/runclubs/runclubs.jobs.ts';
import { RunclubsService } from './modules/runclubs/runclubs.service.ts';
import { StravaApi } from './modules/runclubs/strava-api.ts';
import { StravaSyncService } from './modules/runclubs/strava-sync.service.ts';
import { stravaDeauthorisedJob } from './modules/runclubs/strava-webhook.jobs.ts';
import { StravaWebhookService } from './modules/runclubs/strava-webhook.service.ts';
import { TrainingPlansService } from './modules/training-plans/training-plans.service.ts';
import { ActivitiesService } from './modules/activities/activities.service.ts';
import { stravaActivityImportJob, stravaActivityJob } from './modules/activities/strava-activities.jobs.ts';
import { StravaActivitiesService } from './modules/activities/strava-activities.ts';
import { GoalsService } from './modules/goals/goals.service.ts';

export interface ServiceDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** SESSION_SECRET, or the installation's own outside production (lib/session-secret.ts). */
  sessionSecret: string;
  /** What runners want from notifications; by default their notification settings. */
  preferences?: DeliveryPreferences;
}

export type Services = ReturnType<typeof createServices>;

/**
 * The composition root: every service is built here, once, with what it depends on, and every kind of
 * background job gets its handler here. Routes take services from `app.services`; nothing else
 * constructs a service. A new feature adds its repository-backed service (and its jobs) below.
 */
export function createServices(database: Database, config: Config, deps: ServiceDeps) {
  const { db } = database;
  const { mailer, log } = deps;
  const jobs = new JobQueue(database, log.child({ module: 'jobs' }));
  // Rate-limit counts: shared by every instance on PostgreSQL; the embedded database is one process.
  const counters: CounterStore =
    database.engine === 'postgres' ? new PostgresCounters(db) : new MemoryCounters();

  const vapid = new Vapid(db, config.push);
  const emailUnsubscribe = new EmailUnsubscribeLinks(
    createHmac('sha256', deps.sessionSecret).update('email-unsubscribe').digest('hex'),
    config.publicUrl,
  );
  const channels = channelsByName([
    new EmailChannel(mailer, config.publicUrl, emailUnsubscribe),
    new WebPushChannel(db, vapid),
  ]);
  const preferences = deps.preferences ?? new SettingsPreferences(db);
  const digest = new NotificationDigest(db, jobs, channels, preferences);
  const delivery = new NotificationDelivery(db, jobs, channels, preferences, digest);
  const reminders = new ReminderService(db, jobs, delivery);
  const heatmap = new HeatmapService(db);

  const roles = new RolesService(db, config.adminEmails);
  const sessions = new SessionService(db, (userId) => roles.applyConfiguredAdmin(userId));
  const auth = new AuthService(
    db,
    config,
    jobs,
    sessions,
    createHmac('sha256', deps.sessionSecret).update('signup-proof').digest('hex'),
  );
  const attendance = new AttendanceService(db, delivery, reminders);
  const buddies = new BuddiesService(db, delivery, jobs, attendance);
  // New goals change buddy scores: the runner's place in nearby runners' lists is updated.
  const goals = new GoalsService(db, buddies.runnerChanged);
  const trainingPlans = new TrainingPlansService(db, goals);
  const locations = new LocationsService(db);
  const oauth = new OAuthService(db, config, deps.sessionSecret, sessions);
  const profilePhotos = new ProfilePhotoService(db, auth, config.dataDir);
  const logos = new ImageStore(config.dataDir, 'club-logos', '/api/uploads/club-logos/', 512);
  const runclubs = new RunclubsService(db, locations, logos, delivery, config.eventsCacheTtlMs);
  const clubChallenges = new ClubChallengesService(db, delivery);
  const stravaApi = new StravaApi(config.strava.apiUrl, oauth);
  const events = new EventsService(
    db,
    attendance,
    delivery,
    reminders,
    runclubs,
    new EventLimits(locations, counters),
  );
  const stravaSync = new StravaSyncService(db, stravaApi, runclubs, jobs, delivery, events);
  const stravaWebhook = new StravaWebhookService(
    db,
    config.strava,
    jobs,
    stravaApi,
    oauth,
    stravaSync,
    log.child({ module: 'strava-webhook' }),
  );
  const activities = new ActivitiesService(db, trainingPlans);
  const stravaActivities = new StravaActivitiesService(db, activities, stravaApi, oauth, jobs);
  stravaWebhook.forActivities(stravaActivities);
  const authLimiter = new AuthLimiter(counters);
  const services = {
    jobs,
    mailer,
    delivery,
    digest,
    sessions,
    auth,
    counters,
    authLimiter,
    knownDevices: new KnownDevices(
      createHmac('sha256', deps.sessionSecret).update('known-devices').digest('hex'),
    ),
    oauth,
    profilePhotos,
    account: new AccountService(db, {
      oauth,
      events,
      photos: profilePhotos,
      runclubs,
      stravaSync,
      log,
    }),
    locations,
    discovery: new EventDiscovery(db, config.eventsCacheTtlMs),
    events,
    attendance,
    checkIn: new CheckInService(db, counters, config.publicUrl, clubChallenges),
    social: new SocialService(db),
    calendar: new CalendarService(db, config.publicUrl, trainingPlans),
    notifications: new NotificationsService(db),
    newsletter: new NewsletterService(db, jobs, config.publicUrl),
    contact: new ContactService(db, jobs),
    analytics: new AnalyticsService(db),
    trainingPlans,
    activities,
    stravaActivities,
    goals,
    seo: new SeoService(db, config.publicUrl),
    roles,
    reports: new ReportsService(db, delivery),
    admin: new AdminService(db),
    // Anonymous readers are told apart by a keyed hash; the key derives from the session secret.
    news: new NewsService(
      db,
      config.dataDir,
      createHmac('sha256', deps.sessionSecret).update('news-visitors').digest('hex'),
    ),
    reminders,
    notificationSettings: new NotificationSettingsService(db, reminders, delivery, digest, emailUnsubscribe),
    push: new PushService(db, vapid, reminders, config.isProduction),
    buddies,
    trainingPartners: new TrainingPartnersService(db, delivery),
    profile: new ProfileService(db, heatmap, goals, buddies.runnerChanged),
    heatmap,
    runclubs,
    clubChallenges,
    stravaSync,
    stravaWebhook,
  };

  const authJobs = authJobHandlers({
    db,
    mailer,
    publicUrl: config.publicUrl,
    sessions,
    limiter: authLimiter,
    log,
  });
  const newsletter = newsletterJobHandlers({
    db,
    mailer,
    publicUrl: config.publicUrl,
    log: log.child({ module: 'newsletter' }),
  });
  const contact = contactJobHandlers({ db, mailer, teamEmail: config.teamEmail });
  jobs.work(authEmailJob, authJobs.sendAuthEmail);
  jobs.work(purgeExpiredJob, authJobs.purgeExpired);
  jobs.work(noticeDeliveryJob, (job) => delivery.run(job));
  jobs.work(noticeDigestJob, (job) => digest.run(job));
  jobs.work(newsletterConfirmJob, newsletter.sendConfirmation);
  jobs.work(newsletterWelcomeJob, newsletter.sendWelcome);
  jobs.work(newsletterIssueJob, newsletter.sendIssue);
  jobs.work(newsletterPurgeJob, newsletter.purge);
  jobs.work(contactForwardJob, contact.forward);
  jobs.work(reminderJob, (job) => reminders.send(job));
  jobs.work(stravaSyncDueJob, async () => void (await stravaSync.queueDue()));
  jobs.work(stravaClubSyncJob, (data) => stravaSync.runJob(data));
  jobs.work(stravaDeauthorisedJob, (data) => stravaWebhook.deauthorised(data));
  jobs.work(stravaActivityJob, (data) => stravaActivities.sync(data));
  jobs.work(stravaActivityImportJob, (data) => stravaActivities.importRecent(data));
  jobs.work(challengesCheckJob, async () => void (await clubChallenges.checkAll()));
  jobs.work(buddySuggestionsRefreshJob, ({ userId }) => buddies.refreshSuggestions(userId));
  jobs.work(buddyRunnerChangedJob, ({ userId }) => buddies.updateListsAround(userId));

  return services;
}
