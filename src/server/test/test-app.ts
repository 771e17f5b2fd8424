import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app';
import { loadConfig } from '../lib/config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from './test-database';

/** A session-signing key for tests that use an https PUBLIC_URL, which needs one kept outside the database. */
export const TEST_AUTH_SECRET = 'test-only-session-signing-key-0123456789abcdef';

export type ApiResponse<T = unknown> = { status: number; headers: Headers; body: T; text: string };

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  baseUrl: string;
  /** Every log line the app wrote, as raw text. */
  logText: () => string;
  /** Sends JSON (or a raw string body with its own content type) over real HTTP. */
  request: <T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options?: { contentType?: string; raw?: boolean; headers?: Record<string, string> },
  ) => Promise<ApiResponse<T>>;
  close: () => Promise<void>;
};

export type TestAppOptions = Partial<Omit<AppDeps, 'config' | 'database' | 'logStream'>> & {
  /** An existing database (shared between apps in one file); the app then leaves it open on close. */
  database?: DatabaseHandle;
  env?: Record<string, string>;
};

/** Builds the real app on a fresh database and listens on 127.0.0.1, port 0. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'info', ...options.env }),
    database,
    logStream,
    hooks: options.hooks,
    webDir: options.webDir ?? null,
    notifications: options.notifications,
    serverTimeouts: options.serverTimeouts,
  });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  const request: TestApp['request'] = async (method, path, body, requestOptions = {}) => {
    const headers: Record<string, string> = { ...requestOptions.headers };
    let payload: string | undefined;
    if (body !== undefined) {
      payload = requestOptions.raw ? (body as string) : JSON.stringify(body);
      headers['content-type'] = requestOptions.contentType ?? 'application/json';
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json')) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as never, text };
  };

  return {
    app,
    database,
    baseUrl,
    logText: () => lines.join(''),
    request,
    close: async () => {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}
