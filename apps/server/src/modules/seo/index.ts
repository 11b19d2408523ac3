// The SEO module's public surface: sitemap and robots.
export type { SeoService } from './seo.service.ts';
