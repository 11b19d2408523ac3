import { describe, expect, it } from 'vitest';
import { formatLogLine, safeError, scrub } from './logging.ts';

describe('log safety', () => {
  it('scrubs e-mail addresses, password hashes and token-like strings from text', () => {
    const text =
      'dup key (email)=(ana.lee+run@example.com.au) hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA token Zk3q9_xV0-2mQ8wLrT5yHn4bCd7eFg1aJ6sU';
    const out = scrub(text);
    expect(out).not.toMatch(/ana\.lee|argon2id|Zk3q9/);
    expect(out).toContain('[email]');
    expect(out).toContain('[password hash]');
    expect(out).toContain('[token]');
    expect(scrub('GET /api/events/42 took 12 ms')).toBe('GET /api/events/42 took 12 ms');
  });

  it("keeps a Drizzle query error's SQL and SQLSTATE, never its parameters or the driver's detail", () => {
    const cause = Object.assign(new Error('value too long for type character varying(100)'), {
      code: '22001',
      severity: 'ERROR',
      table: 'users',
      detail: 'Failing row contains (ana@example.com, $argon2id$v=19$secret, 1990-05-01).',
      params: ['ana@example.com', '$argon2id$v=19$secret', '1990-05-01'],
    });
    const err = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email") values ($1)\nparams: ana@example.com,$argon2id$v=19$secret',
      ),
      { query: 'insert into "users" ("email") values ($1)', params: ['ana@example.com'], cause },
    );
    const safe = safeError(err);
    const text = JSON.stringify(safe);
    expect(safe.message).toBe('Failed query: insert into "users" ("email") values ($1)');
    expect(safe.cause).toMatchObject({ code: '22001', table: 'users', severity: 'ERROR' });
    expect(text).not.toMatch(/ana@example|argon2|1990-05-01|detail|params/);
    expect(safe.stack).toMatch(/^Error: Failed query/);
  });

  it('prints a JSON log line as one readable line, with details and any error stack', () => {
    expect(
      formatLogLine(
        '{"level":30,"time":1,"pid":2,"hostname":"h","msg":"Stride is running at http://localhost:5000"}',
      ),
    ).toBe('Stride is running at http://localhost:5000\n');
    expect(formatLogLine('{"level":30,"msg":"imported Australian localities","imported":17905}')).toBe(
      'imported Australian localities (imported=17905)\n',
    );
    expect(
      formatLogLine('{"level":50,"msg":"request failed","reqId":"r1","err":{"stack":"Error: x\\n    at f"}}'),
    ).toBe('error: request failed (reqId=r1)\nError: x\n    at f\n');
  });
});
