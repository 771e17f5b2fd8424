import { toSVG } from 'bwip-js/node';
import type { Barcode } from '../../domain/shop';

/**
 * docs/shop.md 3: the Code 128 barcode of a tag or order number, drawn by bwip-js as SVG (one unit a module).
 * Without the text under it: the printed page sets the number beside it, in type staff can read.
 */
export function drawBarcode(text: string): Barcode {
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
