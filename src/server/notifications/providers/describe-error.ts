/**
 * A provider's error as one short line for the attempts table, the job's output and the test page.
 * Addresses and numbers that providers echo back are masked: these lines may reach a log.
 */
export function describeSendError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .replace(/[^\s<>@"']+@[^\s<>@"']+/g, '[address]')
    .replace(/\+?\d[\d\s().-]{7,}\d/g, '[number]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

/**
 * A refusal that no retry can change: the SMTP server rejected the recipient (5xx to RCPT TO), or Twilio
 * refused the message itself (400, e.g. 21211 invalid 'To' number). Outages, timeouts, 5xx answers and
 * rejected credentials are worth retrying (an operator can fix credentials).
 */
export function isPermanentSendError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { responseCode, command, status, name } = error as {
    responseCode?: unknown;
    command?: unknown;
    status?: unknown;
    name?: unknown;
  };
  if (typeof responseCode === 'number' && responseCode >= 550 && command === 'RCPT TO') return true;
  return name === 'TwilioError' && status === 400;
}
