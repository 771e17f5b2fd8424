import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import { PRIVATE_FILE_MODE } from '../db/private-files';
import { syncFile } from './backup-files';
import { DatabaseNotEmptyError } from './pglite-backup';
import pg from 'pg';

/**
 * ADR 1001: PostgreSQL is backed up with its own pg_dump (custom format, compressed) and restored with
 * pg_restore. pg_dump reads one snapshot taken as it starts (every transaction committed before it is in the
 * file) and takes no lock that stops the app's reads and writes.
 */
export class MissingToolError extends Error {
  constructor(tool: string) {
    super(
      `${tool} was not found. It comes with PostgreSQL's client tools, of the server's major version or newer: ` +
        `on Debian or Ubuntu 'sudo apt-get install postgresql-client', on Fedora or RHEL 'sudo dnf install postgresql', ` +
        `on macOS 'brew install libpq' (then add its bin folder to PATH). Then run this again.`,
    );
    this.name = 'MissingToolError';
  }
}

/** The password leaves the URL for the environment, so that it never shows in the list of processes. */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(tool, args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return reject(new MissingToolError(tool));
      // The first line only: later lines of pg_restore's errors may quote rows (CONTEXT: COPY ...).
      const first = stderr.split('\n').find((line) => line.trim() !== '') ?? error.message;
      reject(new Error(`${tool} failed: ${first.trim()}`));
    });
  });
}

export async function writePostgresBackup(url: string, partial: string): Promise<void> {
  const { dbname, env } = connectionOf(url);
  // pg_dump would create it by the umask (0644 under most): made first, the server's alone, it keeps that mode.
  fs.rmSync(partial, { force: true });
  fs.writeFileSync(partial, '', { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${dbname}`], env);
  syncFile(partial);
}

/** Reads every block of the file as a restore would (into no database): a torn file fails here. */
export async function checkPostgresBackup(file: string): Promise<void> {
  try {
    await run('pg_restore', ['--file=/dev/null', file]);
  } catch (error) {
    if (error instanceof MissingToolError) throw error;
    throw new Error(`The backup file is damaged or torn: ${(error as Error).message}`);
  }
}

/** Tables outside PostgreSQL's own schemas: none in an empty database. */
export async function countTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/** The schemas a database's own objects live in (ours, drizzle's and pg-boss's): what --force replaces. */
async function userSchemas(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'",
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/**
 * Restores into the database at `url`, in one transaction (a failure leaves it as it was). A database with
 * tables is refused unless `force`. Forced, its schemas are dropped and the backup restored in one psql
 * transaction: pg_restore's own --clean cannot drop pg-boss's partitioned job table.
 */
export async function restorePostgresBackup(file: string, url: string, options: { force?: boolean } = {}) {
  await checkPostgresBackup(file);
  const { dbname, env } = connectionOf(url);
  if (!options.force) {
    if ((await countTables(url)) > 0) throw new DatabaseNotEmptyError(`The database ${new URL(url).pathname.slice(1)}`);
    await run(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
      env,
    );
    return;
  }
  const drops = (await userSchemas(url)).map((schema) => `DROP SCHEMA "${schema.replace(/"/g, '""')}" CASCADE;`);
  await replaceWithScript(file, dbname, env, `${drops.join('\n')}\nCREATE SCHEMA public;\n`);
}

/** pg_restore's script of the backup into psql, after `preamble`, all in one transaction. */
function replaceWithScript(file: string, dbname: string, env: NodeJS.ProcessEnv, preamble: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const psql = spawn('psql', ['-X', '-q', '--single-transaction', '-v', 'ON_ERROR_STOP=1', `--dbname=${dbname}`], {
      env,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    const collect = (chunk: Buffer) => (errors += chunk.toString());
    psql.stderr.on('data', collect);
    restore.stderr.on('data', collect);
    const missing = (tool: string) => (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new MissingToolError(tool) : error);
    psql.on('error', missing('psql'));
    restore.on('error', missing('pg_restore'));
    // psql stopping at an error closes its input: what is still piped to it is dropped, the error reported.
    psql.stdin.on('error', () => {});
    psql.stdin.write(preamble);
    restore.stdout.pipe(psql.stdin);
    psql.on('close', (code) => {
      if (code === 0) return resolve();
      // The first line only: later lines may quote rows.
      const first = errors.split('\n').find((line) => line.trim() !== '') ?? `psql exited with ${code}`;
      reject(new Error(`The restore failed, and the database is as it was: ${first.trim()}`));
    });
  });
}
