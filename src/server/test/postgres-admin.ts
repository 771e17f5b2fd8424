import pg from 'pg';

/** The test server (TEST_DATABASE_URL) with another database's name. */
export function testDatabaseUrl(name: string): string {
  const parsed = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** One statement on the test server's maintenance database (CREATE and DROP DATABASE). */
export async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl('postgres') });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
