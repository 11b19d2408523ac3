import { describe, expect, it } from 'vitest';
import { plainExcerpt, renderMarkdown, slugify } from './markdown.ts';

describe('renderMarkdown', () => {
  it('renders Markdown', () => {
    expect(renderMarkdown('# Hi\n\nSome **bold** [link](https://example.com)')).toBe(
      '<h1>Hi</h1>\n<p>Some <strong>bold</strong> <a href="https://example.com" rel="noopener nofollow ugc">link</a></p>\n',
    );
  });

  // Checked on the tags themselves: raw HTML comes out as harmless text, which may spell anything.
  const TAG_PROBLEMS = [
    /<script/i,
    /<[^>]*\son\w+\s*=/i,
    /<[^>]*\s(?:href|src)\s*=\s*"\s*(?:javascript|vbscript|data):/i,
  ];
  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '![x](data:image/png;base64,AAAA)',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '<a href="javascript:alert(1)">x</a>',
    '<div onclick="alert(1)">x</div>',
    '[x](vbscript:msgbox(1))',
  ])('never lets %s through as markup', (source) => {
    const html = renderMarkdown(source);
    for (const problem of TAG_PROBLEMS) expect(html).not.toMatch(problem);
  });

  it('drops data: images entirely', () => {
    expect(renderMarkdown('![x](data:image/png;base64,AAAA)')).not.toContain('data:');
  });

  it('keeps raw HTML as text', () => {
    expect(renderMarkdown('<b>x</b>')).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>\n');
  });
});

describe('slugify and plainExcerpt', () => {
  it('builds slugs from titles', () => {
    expect(slugify('Running through an Australian summer!')).toBe('running-through-an-australian-summer');
    expect(slugify('Café & crème')).toBe('cafe-creme');
    expect(slugify('跑步')).toBe('article');
  });

  it('takes the opening words as text', () => {
    expect(plainExcerpt('# Title\n\nSome *text* & more')).toBe('Title Some text & more');
    expect(plainExcerpt('word '.repeat(100), 20).length).toBeLessThanOrEqual(21);
  });
});
