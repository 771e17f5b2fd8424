import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type PGliteOptions, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * PGlite runs each statement synchronously on the server's one thread, and whoever awaits it resumes in a
 * microtask. Statements that follow one another (16 notification jobs, each sending its next statement as
 * the last one ends; customers' transactions queued behind them) then never give the event loop back: no
 * request that arrives meanwhile is even read until the whole chain has ended. Under bench:api's 20
 * customers the loop stood still for 0.6 to 1 s every few seconds, and those customers' requests waited
 * that long (p99 about 1 s). Here each statement and each transaction taken outside a transaction first
 * waits one turn of the event loop, so that the requests read in that turn queue for the database among
 * the others instead of after all of them. Statements inside a transaction do not wait: it holds the
 * database, and a pause there would only hold it longer.
 */
export class FairPGlite extends PGlite {
  static async open(dataDir: string | undefined, options: PGliteOptions): Promise<FairPGlite> {
    const pglite = dataDir === undefined ? new FairPGlite(options) : new FairPGlite(dataDir, options);
    await pglite.waitReady;
    return pglite;
  }

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await nextTurn();
    return super.query<T>(query, params, options);
  }

  override async exec(query: string, options?: QueryOptions): Promise<Results[]> {
    await nextTurn();
    return super.exec(query, options);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await nextTurn();
    return super.transaction(callback);
  }
}
