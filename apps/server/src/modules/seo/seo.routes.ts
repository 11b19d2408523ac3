import type { FastifyPluginAsync } from 'fastify';

/** robots.txt and sitemap.xml (seo.service.ts). */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { seo } = app.services;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(seo.robotsTxt()),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=900')
      .send(await seo.sitemapXml()),
  );
};
