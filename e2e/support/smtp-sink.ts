import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const MAIL_DIR = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'e2e-mail');

/** A real SMTP server on loopback that keeps every message it receives as an .eml file. */
export async function startSmtpSink(port: number): Promise<() => Promise<void>> {
  mkdirSync(MAIL_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${n++}-${to}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise((resolve) => server.close(() => resolve()));
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest message sent to `address`, decoded enough to read links from. */
export function latestMailTo(address: string): string | undefined {
  const files = readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith(`-${address}.eml`))
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]));
  const last = files.at(-1);
  return last ? decodeQuotedPrintable(readFileSync(path.join(MAIL_DIR, last), 'utf8')) : undefined;
}
