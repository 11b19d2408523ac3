import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/helpers/factories.ts';
import { useWebApp } from '../../../test/helpers/web-app.ts';

const web = useWebApp();

describe('GET /runclubs/:id', () => {
  it("carries the club's Open Graph tags, and none for hidden clubs", async () => {
    const { headers } = await signedInUser(web.ctx.database.db);
    const created = await web.ctx.app.inject({
      method: 'POST',
      url: '/api/runclubs',
      headers,
      payload: {
        name: 'Preview Pacers',
        location: 'Bondi, NSW 2026',
        description: 'Sunrise runs <b>& coffee</b>',
      },
    });
    const id = created.json().id as number;
    const page = await web.ctx.app.inject({ url: `/runclubs/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Preview Pacers | Stride</title>');
    expect(page.body).toContain('content="Bondi, NSW 2026 — Sunrise runs &lt;b&gt;&amp; coffee&lt;/b&gt;"');
    // The club's top paints from the HTML, before any script (issue 30), its words escaped.
    expect(page.body).toContain('<h1 class="text-3xl font-bold tracking-tight">Preview Pacers</h1>');
    expect(page.body).toContain(
      '<p class="whitespace-pre-line">Sunrise runs &lt;b&gt;&amp; coffee&lt;/b&gt;</p>',
    );

    await web.ctx.database.db.execute(sql`update runclubs set hidden_at = now() where id = ${id}`);
    const hidden = await web.ctx.app.inject({ url: `/runclubs/${id}` });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).not.toContain('Preview Pacers');
  });
});
