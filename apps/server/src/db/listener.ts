import pg from 'pg';

const RECONNECT_MS = 1000;

/**
 * LISTEN on one channel of a PostgreSQL server over a connection of its own (a pooled connection would
 * be handed to queries and lose the subscription). When the connection drops it reconnects every
 * second; notices sent meanwhile are lost, so `onNotice` runs once more after each reconnect.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onNotice: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (msg) => {
      if (msg.channel === channel) onNotice();
    });
    next.on('error', () => retry(next));
    next.on('end', () => retry(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  const retry = (failed: pg.Client): void => {
    if (closed || client !== failed) return;
    client = undefined;
    failed.end().catch(() => {});
    timer = setTimeout(function again() {
      if (closed) return;
      connect().then(onNotice, () => {
        timer = setTimeout(again, RECONNECT_MS);
      });
    }, RECONNECT_MS);
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}
