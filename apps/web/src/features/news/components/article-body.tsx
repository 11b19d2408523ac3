import { cn } from '@/lib/utils';

/**
 * An article's HTML. It comes from the server rendered from Markdown and sanitised there (no scripts,
 * event handlers or javascript:/data: links), which is what makes setting it as HTML safe.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'space-y-4 leading-relaxed break-words',
        '[&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl',
        '[&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_img]:rounded-lg [&_ol]:list-decimal',
        '[&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-3 [&_ul]:list-disc [&_ul]:pl-6',
        '[&_table]:w-full [&_td]:border [&_td]:p-1 [&_th]:border [&_th]:p-1',
        className,
      )}
      // eslint-disable-next-line react/no-danger -- sanitised on the server (modules/news/markdown.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
