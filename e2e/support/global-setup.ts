import { rmSync } from 'node:fs';
import { SMTP_PORT } from '../playwright.config.ts';
import { MAIL_DIR, startSmtpSink } from './smtp-sink.ts';

export default async function globalSetup() {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  return startSmtpSink(SMTP_PORT);
}
