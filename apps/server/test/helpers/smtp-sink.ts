import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  /** The message as received; its headers are read from here (quoted-printable is a body encoding). */
  source: string;
  /** The message with quoted-printable undone throughout, for searching its text and links. */
  raw: string;
  subject: string;
  /** Links found in the message, with quoted-printable soft breaks undone. */
  links: string[];
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startSmtpSink() {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const decoded = decodeQuotedPrintable(raw);
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          source: raw,
          raw: decoded,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          links: [...new Set(decoded.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Messages sent to one address, newest last. */
    to: (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    clear: () => messages.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
