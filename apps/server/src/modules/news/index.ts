// The news module's public surface: its service and the one Markdown renderer (news and newsletters).
export { renderMarkdown } from './markdown.ts';
export type { NewsService } from './news.service.ts';
