import { describe, expect, it } from 'vitest';
import { drawQrCode } from './barcode';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The drawing's size, and the span its dark modules cover, read off bwip-js's SVG (one closed path per shape). */
function measureQrSvg(svg: string) {
  const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
  const path = /<path d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const points = [...path.matchAll(/[ML](\d+) (\d+)/g)].map(([, x, y]) => ({ x: Number(x), y: Number(y) }));
  const xs = points.map(({ x }) => x);
  const ys = points.map(({ y }) => y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  // Every corner sits on the module grid: the grid's step is the common divisor of the corners' offsets.
  const module = [...xs.map((x) => x - left), ...ys.map((y) => y - top)].reduce(gcd, 0);
  return {
    width: Number(width),
    height: Number(height),
    left,
    top,
    right: Math.max(...xs),
    bottom: Math.max(...ys),
    module,
  };
}

describe('the two-factor QR code', () => {
  it.each([
    'otpauth://totp/Shop:o@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Shop',
    `otpauth://totp/Bayou%20Game%20Processing:owner%40bayou.example?secret=${'A'.repeat(52)}&issuer=Bayou%20Game%20Processing&digits=6&period=30`,
  ])('keeps a quiet zone of at least 4 modules on every side of %s', async (link) => {
    const qr = measureQrSvg(await drawQrCode(link));
    // A QR symbol is 21 + 4k modules a side: the grid read off the drawing is the code's own.
    expect(((qr.right - qr.left) / qr.module - 21) % 4).toBe(0);
    expect(qr.bottom - qr.top).toBe(qr.right - qr.left);
    for (const margin of [qr.left, qr.top, qr.width - qr.right, qr.height - qr.bottom]) {
      expect(margin / qr.module).toBeGreaterThanOrEqual(4);
    }
  });
});
