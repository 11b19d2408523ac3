import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { JobQueue } from './lib/jobs/job-queue.ts';
import type { Mailer } from './lib/mailer.ts';
import { AccountService } from './modules/account/account.service.ts';
import { AnalyticsService } from './modules/analytics/analytics.service.ts';
import { authEmailJob, authJobHandlers, purgeExpiredJob } from './modules/auth/auth.jobs.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { AuthLimiter } from './modules/auth/limits.ts';
import { OAuthService } from './modules/auth/oauth.service.ts';
import { ProfilePhotoService } from './modules/auth/profile-photo.service.ts';
import { SessionService } from './modules/auth/sessions.service.ts';
import { contactForwardJob, contactJobHandlers } from './modules/contact/contact.jobs.ts';
import { ContactService } from './modules/contact/contact.service.ts';
import { AttendanceService } from './modules/events/attendance.service.ts';
import { CalendarService } from './modules/events/calendar.service.ts';
import { EventDiscovery } from './modules/events/discovery.ts';
import { EventsService } from './modules/events/events.service.ts';
import { SocialService } from './modules/events/social.service.ts';
import { LocationsService } from './modules/locations/locations.service.ts';
import { newsletterJobHandlers, newsletterWelcomeJob } from './modules/newsletter/newsletter.jobs.ts';
import { NewsletterService } from './modules/newsletter/newsletter.service.ts';
import type { DeliveryChannel } from './modules/notifications/channels/channel.ts';
import { EmailChannel } from './modules/notifications/channels/email.ts';
import { NotificationDelivery } from './modules/notifications/delivery.ts';
import { noticeDeliveryJob } from './modules/notifications/delivery.jobs.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { EVERYTHING_AT_ONCE, type DeliveryPreferences } from './modules/notifications/preferences.ts';
import { SeoService } from './modules/seo/seo.service.ts';
import { TrainingPlansService } from './modules/training-plans/training-plans.service.ts';

export interface ServiceDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** SESSION_SECRET, or the installation's own outside production (lib/session-secret.ts). */
  sessionSecret: string;
  /** What runners want from notifications; issue 11 passes one backed by their settings. */
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

  const channels: DeliveryChannel[] = [new EmailChannel(mailer, config.publicUrl)];
  const delivery = new NotificationDelivery(db, jobs, channels, deps.preferences ?? EVERYTHING_AT_ONCE);

  const sessions = new SessionService(db);
  const auth = new AuthService(db, config, jobs, sessions);
  const attendance = new AttendanceService(db, delivery);
  const oauth = new OAuthService(db, config, deps.sessionSecret, sessions);
  const profilePhotos = new ProfilePhotoService(db, auth, config.dataDir);
  const events = new EventsService(db, attendance, delivery);
  const services = {
    jobs,
    mailer,
    delivery,
    sessions,
    auth,
    authLimiter: new AuthLimiter(),
    oauth,
    profilePhotos,
    account: new AccountService(db, { auth, oauth, events, photos: profilePhotos, log }),
    locations: new LocationsService(db),
    discovery: new EventDiscovery(db, config.eventsCacheTtlMs),
    events,
    attendance,
    social: new SocialService(db),
    calendar: new CalendarService(db, config.publicUrl),
    notifications: new NotificationsService(db),
    newsletter: new NewsletterService(db, jobs),
    contact: new ContactService(db, jobs),
    analytics: new AnalyticsService(db),
    trainingPlans: new TrainingPlansService(db),
    seo: new SeoService(db, config.publicUrl),
  };

  const authJobs = authJobHandlers({ db, mailer, publicUrl: config.publicUrl, sessions, log });
  const newsletter = newsletterJobHandlers({ db, mailer, publicUrl: config.publicUrl });
  const contact = contactJobHandlers({ db, mailer, teamEmail: config.teamEmail });
  jobs.work(authEmailJob, authJobs.sendAuthEmail);
  jobs.work(purgeExpiredJob, authJobs.purgeExpired);
  jobs.work(noticeDeliveryJob, (job) => delivery.run(job));
  jobs.work(newsletterWelcomeJob, newsletter.sendWelcome);
  jobs.work(contactForwardJob, contact.forward);

  return services;
}
