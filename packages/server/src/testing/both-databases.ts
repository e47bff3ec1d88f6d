/**
 * A test that runs the whole server over HTTP twice: on an in-memory PGlite, and on a throwaway
 * PostgreSQL cluster (the concurrency races of orders and trips).
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startServer, type RunningServer } from '../index.js';
import { createTestPostgres, type TestPostgres } from './postgres.js';

/** A TCP port that was free on the loopback interface a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * `describe('<title>, on PGlite')` and `describe('<title>, on PostgreSQL')`, each starting the
 * server at the fixed `now` and running `test` (named `name`) against its base URL.
 */
export function onBothDatabases(
  title: string,
  name: string,
  now: number,
  test: (base: string) => Promise<void>,
): void {
  const clock = { now: () => now };
  describe(`${title}, on PGlite`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({
        port: 0,
        dataDir: 'memory://',
        webDist: null,
        log: false,
        clock,
      });
    }, 120_000);
    afterAll(() => server.close());

    it(name, () => test(server.url), 120_000);
  });

  describe(`${title}, on PostgreSQL`, () => {
    let postgres: TestPostgres;
    let server: RunningServer;
    beforeAll(async () => {
      postgres = createTestPostgres(await freePort());
      postgres.start();
      server = await startServer({
        port: 0,
        databaseUrl: postgres.url,
        webDist: null,
        log: false,
        clock,
      });
    }, 180_000);
    afterAll(async () => {
      await server?.close();
      postgres?.destroy();
    });

    it(name, () => test(server.url), 120_000);
  });
}
