import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type PGliteOptions, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { shareArrayParsers } from './pglite-parsers';
import { afterRequests } from './requests-first';

/**
 * PGlite runs each statement synchronously on the server's one thread, and whoever awaits it resumes in a
 * microtask. Statements that follow one another (16 notification jobs, each sending its next statement as
 * the last one ends; customers' transactions queued behind them) then never give the event loop back: no
 * request that arrives meanwhile is even read until the whole chain has ended. Under bench:api's 20
 * customers the loop stood still for 0.6 to 1 s every few seconds, and those customers' requests waited
 * that long (p99 about 1 s). Here each statement and each transaction taken outside a transaction waits
 * for the one called before it and then one turn of the event loop: one per turn, so that between any two
 * the server reads its connections, and the requests read meanwhile queue for the database among the
 * others instead of after all of them. (With one turn's wait alone, all the statements queued in a turn ran
 * in the next; node then took one new connection per turn, and at a burst of 20 new customers the last
 * one's first request waited a second, docs/operations.md, 'Connections'.) Statements inside a transaction do not wait:
 * it holds the database, and a pause there would only hold it longer.
 *
 * Background work (ADR 0102) goes through `background`, a view of the same database whose statements and
 * transactions also wait while any request's are queued or running (requests-first.ts).
 */
export class FairPGlite extends PGlite {
  /** Requests' statements and transactions called and not yet ended. */
  #requestCalls = 0;
  /** The end of the call queued last (#inTurn). */
  #lastCall: Promise<void> = Promise.resolve();
  #background: PGlite | undefined;

  static async open(dataDir: string | undefined, options: PGliteOptions): Promise<FairPGlite> {
    const pglite = dataDir === undefined ? new FairPGlite(options) : new FairPGlite(dataDir, options);
    await pglite.waitReady;
    await shareArrayParsers(pglite);
    return pglite;
  }

  /**
   * Each call starts once the call queued before it has ended, and on a later turn of the event loop: one
   * statement or transaction per turn, so that the server reads and answers its connections between any two.
   */
  async #inTurn<T>(call: () => Promise<T>): Promise<T> {
    const previous = this.#lastCall;
    let ended = () => {};
    this.#lastCall = new Promise<void>((resolve) => (ended = resolve));
    try {
      await previous;
      await nextTurn();
      return await call();
    } finally {
      ended();
    }
  }

  async #asRequest<T>(call: () => Promise<T>): Promise<T> {
    this.#requestCalls += 1;
    try {
      return await this.#inTurn(call);
    } finally {
      this.#requestCalls -= 1;
    }
  }

  async #inBackground<T>(call: () => Promise<T>): Promise<T> {
    await afterRequests(() => this.#requestCalls > 0);
    return this.#inTurn(call);
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#asRequest(() => super.query<T>(query, params, options));
  }

  override exec(query: string, options?: QueryOptions): Promise<Results[]> {
    return this.#asRequest(() => super.exec(query, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#asRequest(() => super.transaction(callback));
  }

  /**
   * The same database for work no one waits on. Everything else (close, listen, dumpDataDir...) is the
   * instance's own, reached through the prototype; drizzle and pg-boss use only these three.
   */
  get background(): PGlite {
    const plain = PGlite.prototype;
    this.#background ??= Object.create(this, {
      query: {
        value: <T>(query: string, params?: unknown[], options?: QueryOptions) =>
          this.#inBackground(() => plain.query.call(this, query, params, options) as Promise<Results<T>>),
      },
      exec: {
        value: (query: string, options?: QueryOptions) =>
          this.#inBackground(() => plain.exec.call(this, query, options)),
      },
      transaction: {
        value: <T>(callback: (tx: Transaction) => Promise<T>) =>
          this.#inBackground(() => plain.transaction.call(this, callback) as Promise<T>),
      },
    }) as PGlite;
    return this.#background;
  }
}
