import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The proxy configuration docs/deploy.md shows, for `ports` on loopback: round robin, and a request
 * whose instance refuses, resets or times out goes to the next one, and that instance is left out for
 * fail_timeout. Non-idempotent requests (POST) are retried only when the instance never received them
 * (nginx's default), so no write runs twice.
 */
export function nginxConfig(listen: number, ports: number[], dir: string): string {
  return `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream stride {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listen};
    client_max_body_size 6m; # photos, logos and news images are up to 5 MB
    gzip on;
    gzip_types application/json;
    gzip_min_length 1024;
    gzip_comp_level 1;
    gzip_proxied any;
    gzip_vary on;
    location / {
      proxy_pass http://stride;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
    }
  }
}
`;
}

export function hasNginx(): boolean {
  return spawnSync('sh', ['-c', 'command -v nginx || test -x /usr/sbin/nginx']).status === 0;
}

/** Debian's nginx in the foreground with its own prefix directory; stop() ends it. */
export async function startNginx(listen: number, ports: number[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stride-nginx-'));
  // Started as root, nginx's workers run as nobody: they must be able to write their buffers here.
  chmodSync(dir, 0o777);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub), 0o777);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(listen, ports, dir));
  const binary = spawnSync('sh', ['-c', 'command -v nginx']).stdout.toString().trim() || '/usr/sbin/nginx';
  const child = spawn(binary, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${listen}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 100) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
