import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { escapeHtml } from './html.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Newsletter and notice e-mails (never account e-mails): the absolute one-click unsubscribe URL, sent as
   * `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058).
   */
  listUnsubscribe?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * One mailer for every feature. SMTP_URL set: real SMTP. Unset: each message is written as an .eml
 * file to DATA_DIR/outbox and, outside production, its links are logged, so a developer can click through
 * without a mail server.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const transport: Transporter = config.smtpUrl
    ? createTransport(config.smtpUrl)
    : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = path.resolve(config.dataDir, 'outbox');

  return {
    async send(message) {
      const { listUnsubscribe, ...mail } = message;
      const info = await transport.sendMail({
        from: config.mailFrom,
        ...mail,
        ...(listUnsubscribe
          ? {
              list: { unsubscribe: { url: listUnsubscribe } },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
      if (config.smtpUrl) return;
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      // Never the address; the links (which carry sign-up and reset tokens) only outside production,
      // where they save a developer opening the file (docs/decisions/0008-npm-start-is-production.md).
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        config.isProduction ? { file } : { subject: message.subject, file, links },
        'e-mail written to outbox',
      );
    },
    close() {
      transport.close();
    },
  };
}

/** One entry of a list e-mail (a digest's notices): a title, a line and a link. */
export interface EmailItem {
  title: string;
  text: string;
  label: string;
  url: string;
}

/**
 * A simple, readable HTML e-mail: paragraphs, an optional list of items, then optional call-to-action
 * buttons. Text is escaped.
 */
export function renderEmail(opts: {
  heading: string;
  paragraphs: string[];
  items?: EmailItem[];
  actions?: Array<{ label: string; url: string }>;
  footer?: string;
  /** Small links at the very end (a notice's settings and unsubscribe links). */
  footerLinks?: Array<{ label: string; url: string }>;
  /**
   * A body written elsewhere, after the paragraphs: `html` already sanitised (a newsletter's rendered
   * Markdown), `text` its plain form.
   */
  content?: { html: string; text: string };
}): { html: string; text: string } {
  const actions = opts.actions ?? [];
  const items = opts.items ?? [];
  const html = `<!doctype html><html><body style="margin:0;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;padding:32px">
<tr><td><h1 style="font-size:22px;margin:0 0 16px;color:#ea580c">${escapeHtml(opts.heading)}</h1>
${opts.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 14px">${escapeHtml(p)}</p>`).join('\n')}
${opts.content ? `<div style="font-size:15px;line-height:1.5">${opts.content.html}</div>` : ''}
${
  items.length
    ? `<ul style="padding:0;margin:0 0 14px;list-style:none">${items
        .map(
          (i) =>
            `<li style="border-top:1px solid #e4e7eb;padding:12px 0;font-size:15px;line-height:1.5"><strong>${escapeHtml(i.title)}</strong><br>${escapeHtml(i.text)}<br><a href="${escapeHtml(i.url)}" style="color:#c2410c">${escapeHtml(i.label)}</a></li>`,
        )
        .join('')}</ul>`
    : ''
}
${actions
  .map(
    (a) =>
      `<p style="margin:20px 0"><a href="${escapeHtml(a.url)}" style="background:#ea580c;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(a.label)}</a></p>
<p style="font-size:12px;color:#52606d;word-break:break-all">${escapeHtml(a.url)}</p>`,
  )
  .join('\n')}
${opts.footer ? `<p style="font-size:12px;color:#7b8794;margin-top:24px">${escapeHtml(opts.footer)}</p>` : ''}
${
  opts.footerLinks?.length
    ? `<p style="font-size:12px;color:#7b8794;margin-top:24px">${opts.footerLinks
        .map((l) => `<a href="${escapeHtml(l.url)}" style="color:#52606d">${escapeHtml(l.label)}</a>`)
        .join(' · ')}</p>`
    : ''
}
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    opts.heading,
    '',
    ...opts.paragraphs.flatMap((p) => [p, '']),
    ...(opts.content ? [opts.content.text, ''] : []),
    ...items.flatMap((i) => [`- ${i.title}: ${i.text}`, `  ${i.label}: ${i.url}`, '']),
    ...actions.flatMap((a) => [`${a.label}: ${a.url}`, '']),
    ...(opts.footer ? [opts.footer] : []),
    ...(opts.footerLinks ?? []).map((l) => `${l.label}: ${l.url}`),
  ].join('\n');
  return { html, text };
}
