import { API_PATHS } from '../../../domain/api-paths';
// Types only: zod stays out of the browser bundle.
import type { NotificationResult, SendNotificationsInput, TwilioCheckResult } from '../../../domain/schemas';

/** How a call to one of SPEC 7's functions ended: an answer, a refusal by the server, or no answer. */
export type FunctionCall<T> =
  | { kind: 'answered'; body: T }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'unreachable'; message: string };

function errorMessage(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: { message?: unknown } }).error;
    if (error && typeof error.message === 'string') return error.message;
  }
  return `The server answered ${status}.`;
}

async function invoke<T>(path: string, body: unknown, isAnswer: (value: unknown) => value is T): Promise<FunctionCall<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    return { kind: 'unreachable', message: 'The server could not be reached.' };
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const wait = response.headers.get('retry-after');
    const suffix = response.status === 429 && wait ? ` Try again in ${wait} seconds.` : '';
    return { kind: 'refused', status: response.status, message: `${errorMessage(parsed, response.status)}${suffix}` };
  }
  if (!isAnswer(parsed)) return { kind: 'unreachable', message: 'The server sent an unexpected answer.' };
  return { kind: 'answered', body: parsed };
}

function isNotificationResult(value: unknown): value is NotificationResult {
  const candidate = value as Partial<NotificationResult> | null;
  return (
    !!candidate &&
    typeof candidate.email === 'boolean' &&
    typeof candidate.sms === 'boolean' &&
    Array.isArray(candidate.errors)
  );
}

function isTwilioCheckResult(value: unknown): value is TwilioCheckResult {
  const candidate = value as Partial<TwilioCheckResult> | null;
  return !!candidate && typeof candidate.success === 'boolean' && typeof candidate.message === 'string';
}

export const sendOrderNotifications = (input: SendNotificationsInput) =>
  invoke(API_PATHS.sendOrderNotifications, input, isNotificationResult);

export const checkTwilioCredentials = () => invoke(API_PATHS.checkTwilioCredentials, undefined, isTwilioCheckResult);
