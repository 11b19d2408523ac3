import { describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/helpers/factories.ts';
import { useWebApp } from '../../../test/helpers/web-app.ts';

// Issue 14: `$\``, `$'` and `$&` in an event's text expanded inside String.replace; 100 × `$\`` in the
// title and 2,500 in the description made a 66 MB page, and ten views at once stalled the server.
const web = useWebApp();

describe('GET /events/:id with $ patterns in the event text', () => {
  it('stays the size of its text, with one <title>, for every viewer at once', async () => {
    const event = await createEvent(web.ctx.database.db, {
      title: `Dollar $' and $\` and $& end ${'$`'.repeat(100)}`.slice(0, 200),
      description: '$`'.repeat(2500),
      location: "Bondi $' $&, NSW 2026",
    });
    const started = performance.now();
    const pages = await Promise.all(
      Array.from({ length: 10 }, () => web.ctx.app.inject({ method: 'GET', url: `/events/${event.id}` })),
    );
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.body.length).toBeLessThan(32_000);
      expect(page.body.match(/<title>/g)).toHaveLength(1);
      expect(page.body.match(/<\/head>/g)).toHaveLength(1);
      expect(page.body).toContain(`<title>Dollar $&#39; and $\` and $&amp; end $\``);
    }
    expect((await web.ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // Ten pages of a few KB: nowhere near the 12.9 s the expansion took.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
