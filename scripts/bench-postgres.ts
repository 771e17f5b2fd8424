/**
 * The benchmarks' PostgreSQL server (BENCH_PG_ADMIN_URL): a statement on its maintenance database (CREATE and
 * DROP DATABASE) and the address of another database on it. One place for bench:api, bench:shop,
 * bench:notifications and bench:backup.
 */
import pg from 'pg';

export const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function adminStatement(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same server, another database. */
export function benchDatabaseUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
