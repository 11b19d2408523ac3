import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config.ts';
import { createMailer, renderEmail } from './mailer.ts';

describe('mailer without SMTP_URL', () => {
  it('writes an .eml file to DATA_DIR/outbox and, in development, logs the links', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'stride-mail-'));
    const info = vi.fn();
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }), {
      info,
    } as unknown as FastifyBaseLogger);
    const body = renderEmail({
      heading: 'Hi <you>',
      paragraphs: ['Go'],
      actions: [{ label: 'Open', url: 'http://localhost:5000/x?a=1&b=2' }],
    });
    await mailer.send({ to: 'a@example.com', subject: 'Test', ...body });
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('Subject: Test');
    expect(eml).toContain('Hi &lt;you&gt;');
    expect(info.mock.calls[0]![0].links).toEqual(['http://localhost:5000/x?a=1&b=2']);
    expect(JSON.stringify(info.mock.calls)).not.toContain('a@example.com');
    mailer.close();
  });

  it('in production logs only the file: never the address or the links, which carry tokens', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'stride-mail-'));
    const info = vi.fn();
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }), { info } as unknown as FastifyBaseLogger);
    const body = renderEmail({
      heading: 'Reset',
      paragraphs: ['Go'],
      actions: [{ label: 'Open', url: 'http://localhost:5000/reset-password/secret-token-value' }],
    });
    await mailer.send({ to: 'b@example.com', subject: 'Reset', ...body });
    expect(readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(1);
    expect(Object.keys(info.mock.calls[0]![0])).toEqual(['file']);
    expect(JSON.stringify(info.mock.calls)).not.toMatch(/b@example\.com|secret-token-value/);
    mailer.close();
  });
});
