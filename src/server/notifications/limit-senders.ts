import type { Providers } from './providers';

/** At most `limit` calls of `run` at once; the others wait their turn in order. */
export function createSemaphore(limit: number): <T>(run: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (run) => {
    // A released slot passes straight to the next in line, so that no newcomer can slip in between.
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await run();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/**
 * The providers with a bound on the sends in flight to each: the worker runs several jobs at once, and
 * neither an SMTP server (connections per client) nor Twilio (concurrent API requests per account) should
 * see more than a few of them at a time.
 */
export function limitSenders(providers: Providers, perProvider: number): Providers {
  const email = createSemaphore(perProvider);
  const sms = createSemaphore(perProvider);
  return {
    ...providers,
    email: { provider: providers.email.provider, send: (message) => email(() => providers.email.send(message)) },
    sms: { provider: providers.sms.provider, send: (message) => sms(() => providers.sms.send(message)) },
  };
}
