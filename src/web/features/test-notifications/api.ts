import { API_PATHS, type ApiRoute } from '../../../domain/api-paths';
import { ApiRequestError, requestJson } from '../../lib/api-client';
// Types only: zod stays out of the customer's chunks (only the shop's parse with it).
import type { NotificationResult, SendNotificationsInput, TwilioCheckResult } from '../../../domain/schemas';

/** How a call to one of docs/customer-flow.md 7's functions ended: an answer, a refusal by the server, or no answer. */
type FunctionCall<T> =
  | { kind: 'answered'; body: T }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'unreachable'; message: string };

async function invoke<T>(
  route: ApiRoute<[]>,
  body: unknown,
  isAnswer: (value: unknown) => value is T,
): Promise<FunctionCall<T>> {
  try {
    return { kind: 'answered', body: await requestJson(route.method, route.href(), body, isAnswer) };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.code === 'network') return { kind: 'unreachable', message: 'The server could not be reached.' };
    if (error.code === 'bad_response') return { kind: 'unreachable', message: 'The server sent an unexpected answer.' };
    const suffix = error.status === 429 && error.retryAfter ? ` Try again in ${error.retryAfter} seconds.` : '';
    return { kind: 'refused', status: error.status, message: `${error.message}${suffix}` };
  }
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
