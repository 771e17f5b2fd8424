import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildDeerAnimalInput, buildDetailsInput, paths } from '../../../src/server/test/factories';
import { type ServerProcess, startServerProcess } from '../../../src/server/test/server-process';

export type PgliteServer = ServerProcess & { dataDir: string; cleanup: () => Promise<void> };

/** A real server process (`node src/server/main.ts`) on embedded PGlite in a fresh temporary DATA_DIR. */
export async function startPgliteServer(env: Record<string, string> = {}): Promise<PgliteServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-c-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, ...env });
  return {
    ...server,
    dataDir,
    cleanup: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sends JSON and answers status and parsed body (the real client's view, fetch with its keep-alive pool). */
export async function sendJson(
  baseUrl: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

/** A customer's whole order: details, animal, cuts, complete. Throws on any answer but success. */
export async function placeCompletedOrder(baseUrl: string): Promise<string> {
  const expectOk = async (answer: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await answer;
    if (status !== 200 && status !== 201) throw new Error(`expected success, got ${status}: ${JSON.stringify(body)}`);
    return body as { order: { id: string; status: string } };
  };
  const created = await expectOk(sendJson(baseUrl, 'POST', paths.orders, buildDetailsInput()));
  const id = created.order.id;
  await expectOk(sendJson(baseUrl, 'PUT', paths.animal(id), buildDeerAnimalInput()));
  await expectOk(sendJson(baseUrl, 'PUT', paths.cuts(id), { cuts: ['Ribs'] }));
  const completed = await expectOk(sendJson(baseUrl, 'POST', paths.complete(id)));
  if (completed.order.status !== 'completed') throw new Error(`order ${id} is ${completed.order.status}`);
  return id;
}

export type RawSocket = {
  socket: net.Socket;
  /** Everything the server sent. */
  received: () => string;
  /** Resolves with the time (performance.now()) the connection closed, whoever closed it. */
  closed: Promise<number>;
};

/** A plain TCP connection to the server, for bytes no HTTP client would send. */
export function openRawSocket(port: number): Promise<RawSocket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += String(chunk)));
    const closed = new Promise<number>((resolveClosed) => socket.on('close', () => resolveClosed(performance.now())));
    // Resets from the server are one way of closing; they are not test failures.
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, received: () => received, closed }));
    socket.once('error', reject);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
