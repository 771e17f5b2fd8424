import type { Barcode } from '../../domain/shop';

/**
 * bwip-js (every symbology bwip knows, about 4 MB of a server's resident memory) loads at the first drawing, not at
 * start: customers' requests never draw one (the server's memory budget, docs/operations.md, 'Memory').
 */
let bwip: Promise<typeof import('bwip-js/node')> | undefined;
const loadBwip = () => (bwip ??= import('bwip-js/node'));

/**
 * docs/shop.md 3: the Code 128 barcode of a tag or order number, drawn by bwip-js as SVG (one unit a module).
 * Without the text under it: the printed page sets the number beside it, in type staff can read.
 */
export async function drawBarcode(text: string): Promise<Barcode> {
  const { toSVG } = await loadBwip();
  const svg = toSVG({
    bcid: 'code128',
    text,
    scale: 1,
    height: 12,
    includetext: false,
    // Code 128 asks for a quiet zone of 10 modules on each side; white, so it holds on any background.
    paddingwidth: 10,
    backgroundcolor: 'FFFFFF',
  });
  // The page sizes the drawing to its box; bars keep their proportions across, and crisp edges print sharper.
  return { text, svg: svg.replace('<svg ', '<svg preserveAspectRatio="none" shape-rendering="crispEdges" ') };
}

/**
 * docs/shop.md 1: the authenticator app's otpauth link as a QR code, drawn by the same library as the labels'
 * barcodes, so that the owner scans it from the counter PC's screen instead of typing the key. A quiet zone
 * of 4 modules, as QR asks: at scale 1 a module is 2 units, and the padding is in units.
 */
export async function drawQrCode(text: string): Promise<string> {
  const { toSVG } = await loadBwip();
  return toSVG({ bcid: 'qrcode', text, scale: 1, paddingwidth: 8, paddingheight: 8, backgroundcolor: 'FFFFFF' });
}
