import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { isWebRoute } from '@stride/contracts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { frameworkErrors, notFound, registerErrorHandling } from './lib/errors.ts';
import { loggerOptions, RequestLog, type LogDestination } from './lib/logging.ts';
import { registerOpenApi } from './lib/openapi.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { registerAuth, sessionCookieName } from './modules/auth/auth.plugin.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { eventsModule } from './modules/events/events.plugin.ts';
import { DISCOVERY_CHANNEL } from './modules/events/discovery.ts';
import { eventOgRoutes } from './modules/events/og.ts';
import { oauthRoutes } from './modules/auth/oauth.routes.ts';
import { profilePhotoRoutes } from './modules/auth/profile-photo.routes.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createServices, type Services } from './services.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { notificationsPageRoutes } from './modules/notifications/notifications-page.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { ogImageRoutes } from './modules/seo/og-image.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { newsPageRoutes } from './modules/news/news-pages.ts';
import { trainingPlansRoutes } from './modules/training-plans/training-plans.routes.ts';
import { activitiesRoutes } from './modules/activities/activities.routes.ts';
import { goalsRoutes } from './modules/goals/goals.routes.ts';
import { notificationSettingsRoutes } from './modules/notifications/settings.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { buddiesRoutes } from './modules/buddies/buddies.routes.ts';
import { trainingPartnersRoutes } from './modules/buddies/training-partners.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { heatmapRoutes } from './modules/heatmap/heatmap.routes.ts';
import { clubCalendarRoutes } from './modules/runclubs/club-calendar.routes.ts';
import { runclubsRoutes } from './modules/runclubs/runclubs.routes.ts';
import { stravaClubsRoutes } from './modules/runclubs/strava-clubs.routes.ts';
import { stravaWebhookRoutes } from './modules/runclubs/strava-webhook.routes.ts';
import { clubOgRoutes } from './modules/runclubs/club-og.ts';
import { dashboardPageRoutes } from './modules/training-plans/dashboard-page.ts';
import { resolveSessionSecret } from './lib/session-secret.ts';
import { PageHtml, sendHtml, viewerOf } from './lib/page-html.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { rateLimitStore } from './lib/route-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    services: Services;
    /** SESSION_SECRET, or a per-installation random one outside production; keys derive from it. */
    sessionSecret: string;
  }
}

export interface AppDeps {
  database: Database;
  /** Tests may pass their own; by default SMTP_URL or the .eml outbox. */
  mailer?: Mailer;
  /**
   * Whether this process works the job queue (polls for jobs, runs cron schedules): true in server.ts.
   * API tests leave it off and run due jobs themselves (`app.services.jobs.runDue()`).
   */
  runJobs?: boolean;
  /** Where log lines go; stdout by default (tests read the log). */
  logDestination?: LogDestination;
}

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Never secrets or personal data in logs, whatever a route logs (lib/logging.ts).
    logger: loggerOptions(config, deps.logDestination),
    // Requests are logged at debug, one line each, without tokens in paths.
    logController: new RequestLog(),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  // JSON is the only body the API accepts: a form or text post from another site gets a 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', deps.database);
  const mailer = deps.mailer ?? createMailer(config, app.log);
  const sessionSecret = resolveSessionSecret(config);
  app.decorate('sessionSecret', sessionSecret);
  const services = createServices(deps.database, config, { mailer, log: app.log, sessionSecret });
  app.decorate('services', services);
  // The queue starts once the app is ready (after server.ts brought the database up to date) and stops
  // on close, after the last request: running jobs finish or go back to the queue.
  app.addHook('onReady', async () => services.jobs.start({ workers: deps.runJobs ?? false }));
  // Any instance's write to events clears every instance's shared discovery answers (migration
  // 0011's triggers NOTIFY; issue 13).
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await deps.database.listen(DISCOVERY_CHANNEL, () => services.discovery.clear());
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
    await services.jobs.stop();
    mailer.close();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app, { contentSecurityPolicy: { directives: cspDirectives(config) } });
  await app.register(fastifyCookie);
  // Per-route limits count in the same store as the sign-in limits (shared across instances on PostgreSQL).
  await app.register(fastifyRateLimit, { global: false, store: rateLimitStore(services.counters) });
  await registerOpenApi(app, sessionCookieName(config.publicUrl));
  registerAuth(app);

  await app.register(healthRoutes);
  await app.register(locationsRoutes);
  await app.register(authRoutes);
  await app.register(eventsModule);
  await app.register(oauthRoutes);
  await app.register(profilePhotoRoutes);
  await app.register(accountRoutes);
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);
  await app.register(analyticsRoutes);
  await app.register(notificationsRoutes);
  await app.register(trainingPlansRoutes);
  await app.register(activitiesRoutes);
  await app.register(goalsRoutes);
  await app.register(seoRoutes);
  await app.register(ogImageRoutes);
  await app.register(newsRoutes);
  await app.register(moderationRoutes);
  await app.register(notificationSettingsRoutes);
  await app.register(pushRoutes);
  await app.register(buddiesRoutes);
  await app.register(trainingPartnersRoutes);
  await app.register(profileRoutes);
  await app.register(heatmapRoutes);
  await app.register(runclubsRoutes);
  await app.register(clubCalendarRoutes);
  await app.register(stravaClubsRoutes);
  await app.register(stravaWebhookRoutes);

  await registerWebApp(app, config.webDistDir ?? DEFAULT_WEB_DIST);
  return app;
}

/**
 * Google Analytics 4 (gtag.js), only when ANALYTICS_ID is set: the origins Google documents for GA4
 * under a CSP (script from the tag manager; hits as fetch/beacon, or image pings as a fallback).
 */
const GA4_ORIGINS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

export function cspDirectives(config: Config) {
  const tileOrigin = originOf(config.mapTileUrl);
  const ga = config.analyticsId ? GA4_ORIGINS : { script: [], img: [], connect: [] };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...ga.script],
    // Leaflet and Radix position elements with inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      ...(tileOrigin ? [tileOrigin.replace('{s}.', '*.')] : []),
      ...ga.img,
    ],
    connectSrc: ["'self'", ...ga.connect],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
  };
}

function originOf(url: string): string | undefined {
  const match = /^(https?:\/\/[^/]+)/.exec(url);
  return match?.[1];
}

/** Serves the built web app, with the SPA's index.html for client-side routes; /api/* stays JSON. */
async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  // index.html with per-route <link rel="modulepreload"> tags (lib/page-html.ts).
  const pages = new PageHtml(distDir);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      maxAge: '1h',
      // The web build writes .br/.gz beside each text asset (apps/web/vite.config.ts).
      preCompressed: true,
      // The service worker and the manifest are checked for a new version on every visit.
      setHeaders: (res, filePath) => {
        if (/[\\/](sw\.js|manifest\.webmanifest)$/.test(filePath)) res.header('cache-control', 'no-cache');
      },
    });
    // Shared event links carry the event's own title and description for link previews.
    await app.register(eventOgRoutes, { pages });
    await app.register(newsPageRoutes, { pages });
    await app.register(clubOgRoutes, { pages });
    await app.register(dashboardPageRoutes, { pages });
    await app.register(notificationsPageRoutes, { pages });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply
        .code(404)
        .send(
          notFound({ code: 'errors.noSuchEndpoint', params: { method: request.method, path: url } }).toJSON(),
        );
    }
    if (/\.[a-z0-9]{1,8}$/i.test(url) && !url.endsWith('.html')) {
      return reply.code(404).send(notFound('errors.fileNotFound').toJSON());
    }
    const html = pages.render(url, request.headers['accept-language'], viewerOf(request));
    if (html === undefined) return reply.code(404).send(notFound('errors.fileNotFound').toJSON());
    // A path the app has no page for still gets the app (it shows its not-found page), but as a 404.
    return sendHtml(request, reply.code(isWebRoute(url) ? 200 : 404), html);
  });
}
