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
