import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A drawn page and its compressed copies, each made once and on libuv's threads: brotli at quality 9 takes
 * milliseconds of CPU per page, which on the event loop every other request would wait for.
 */
export class DrawnPage {
  private brotliCopy?: Promise<Buffer>;
  private gzipCopy?: Promise<Buffer>;

  constructor(readonly html: string) {}

  brotli(): Promise<Buffer> {
    this.brotliCopy ??= brotliAsync(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    return this.brotliCopy;
  }

  gzip(): Promise<Buffer> {
    this.gzipCopy ??= gzipAsync(this.html, { level: 9 });
    return this.gzipCopy;
  }
}

/**
 * The drawn pages of one generation (the price list's version, the shop's name, today's fullness): a new
 * generation empties it. Its keys come from fixed lists (the app's pages, the languages), so it holds a few
 * dozen pages at most and no address a visitor makes up can add one or push one out. Requests that arrive
 * while a page is being drawn wait for that drawing.
 */
export function createPageCache() {
  let generation: string | null = null;
  const pages = new Map<string, Promise<DrawnPage>>();
  return function pageFor(of: string, key: string, draw: () => Promise<DrawnPage>): Promise<DrawnPage> {
    if (of !== generation) {
      pages.clear();
      generation = of;
    }
    const kept = pages.get(key);
    if (kept) return kept;
    const drawing = draw();
    pages.set(key, drawing);
    // A failed drawing is not kept: the next request draws again (web-app.ts answers the plain shell meanwhile).
    drawing.catch(() => {
      if (pages.get(key) === drawing) pages.delete(key);
    });
    return drawing;
  };
}
