#!/usr/bin/env node
// `npm run dev`: the API server (restarts on change) and the Vite dev server (hot reload, /api proxied).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@stride/server'], {
    stdio: 'inherit',
    // Development behaviour (autoVerify, links of outbox e-mails in the log): only here and in tests.
    env: {
      ...process.env,
      PORT: process.env.PORT ?? '5000',
      NODE_ENV: process.env.NODE_ENV ?? 'development',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@stride/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
