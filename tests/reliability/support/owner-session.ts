import { expect } from 'vitest';
import { SHOP_API_PATHS } from '../../../src/domain/shop';
import type { ServerProcess } from '../../../src/server/test/server-process';

/** Signs an account in on a server process over HTTP; answers the session's Cookie header. */
export async function signInOver(server: ServerProcess, account: { email: string; password: string }): Promise<string> {
  const answer = await fetch(`${server.baseUrl}${SHOP_API_PATHS.signIn.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(answer.status).toBe(200);
  return answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}
