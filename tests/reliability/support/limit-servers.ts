import { type ServerProcess, startServerProcess } from '../../../src/server/test/server-process';

/** An HTTP answer as these tests read it. */
export type Reply = { status: number; retryAfter: string | null; body: unknown };

/**
 * Several server processes on one PostgreSQL database with the given variables (started one after the
 * other, as startServersOnOneDatabase does: pg-boss's schema creation is not safe against itself).
 */
export async function startServers(env: Record<string, string>, count = 2): Promise<ServerProcess[]> {
  const servers: ServerProcess[] = [];
  for (let index = 0; index < count; index += 1) servers.push(await startServerProcess(env));
  return servers;
}

/** A request to a server as the client at `from` (X-Forwarded-For, which the servers trust here). */
export async function send(
  server: ServerProcess,
  method: string,
  path: string,
  from: string,
  body?: unknown,
): Promise<Reply> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'x-forwarded-for': from, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: parsed };
}
