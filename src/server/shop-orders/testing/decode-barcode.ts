import { BitArray, Code128Reader } from '@zxing/library';

/**
 * Reads a barcode SVG as a scanner would read its row of bars, and decodes it with ZXing's Code 128 reader
 * (a second, independent implementation). bwip-js draws each bar as a vertical stroke centred on x with
 * the width of its modules: `<path stroke-width="W" d="Mx yLx 0Mx' y…">`; a bar of width w at x covers
 * modules [x - w/2, x + w/2).
 */
export function decodeBarcodeSvg(svg: string): string {
  const viewBox = /viewBox="0 0 (\d+) \d+"/.exec(svg);
  if (!viewBox?.[1]) throw new Error('the SVG has no viewBox');
  const row = new BitArray(Number(viewBox[1]));
  for (const [, width, path] of svg.matchAll(/<path [^>]*stroke-width="([\d.]+)" d="([^"]+)"/g)) {
    const barWidth = Number(width);
    for (const [, x] of (path ?? '').matchAll(/M([\d.]+) [\d.]+L/g)) {
      const start = Math.round(Number(x) - barWidth / 2);
      for (let module = start; module < start + barWidth; module++) row.set(module);
    }
  }
  return new Code128Reader().decodeRow(0, row, new Map()).getText();
}
