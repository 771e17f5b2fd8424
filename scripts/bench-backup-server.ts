/**
 * The server process of scripts/bench-backup.ts's load runs, bundled by it and started with node as `npm start`
 * runs dist/server/main.js: the database from DATA_DIR or DATABASE_URL and the app as main.ts builds them
 * (the web pages left out), on 127.0.0.1 at a free port. Asked over IPC, it takes a backup through the
 * nightly job's own function (runNightlyBackup, then takeBackup into BACKUP_DIR), in this process as the
 * nightly job does, and answers how long it took.
 */
import { buildApp } from '../src/server/app';
import { runNightlyBackup } from '../src/server/backup/nightly-backup';
import { loadConfig } from '../src/server/lib/config';
import { migrateDatabase } from '../src/server/db/client';
import { openConfiguredDatabase } from '../src/server/db/open-configured-database';

export type ToServer = { type: 'backup' } | { type: 'stop' };
export type FromServer =
  | { type: 'listening'; baseUrl: string }
  | { type: 'backup-done'; ms: number; outcome: object }
  | { type: 'backup-failed'; ms: number; message: string };

async function main(): Promise<void> {
  const send = (message: FromServer) => process.send?.(message);
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await migrateDatabase(database);
  const app = await buildApp({ config, database, webDir: null });
  process.on('message', (message: ToServer) => {
    if (message.type === 'stop') {
      void app
        .close()
        .finally(() => database.close())
        .finally(() => process.exit(0));
      return;
    }
    const started = performance.now();
    runNightlyBackup({ config, database, log: app.log }).then(
      (outcome) => send({ type: 'backup-done', ms: performance.now() - started, outcome }),
      (error: unknown) => send({ type: 'backup-failed', ms: performance.now() - started, message: String(error) }),
    );
  });
  send({ type: 'listening', baseUrl: await app.listen({ host: '127.0.0.1', port: 0 }) });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
