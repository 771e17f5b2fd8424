import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import zxing from '@zxing/library';

// The package is CommonJS for Node: its names come with the default export.
const { BitArray, Code128Reader } = zxing;

/** A page drawn in dots: `dark(x, y)` as a thermal head prints it, each dot black or not at all. */
export type Raster = {
  width: number;
  height: number;
  /** The dot's lightness, 0 (black) to 255 (white): the darkest of its red, green and blue. */
  lightness: (x: number, y: number) => number;
  png: () => Buffer;
};

type NodeCanvas = { canvas: { toBuffer: (type: 'image/png') => Buffer }; context: CanvasRenderingContext2D };

/**
 * One page of a PDF drawn at `dpi` dots an inch, as pdf.js draws it (with @napi-rs/canvas in Node, pdfjs-dist's
 * own dependency): 203 dpi is the common thermal label printer's head.
 */
export async function rasterizePdfPage(bytes: Buffer, pageNumber: number, dpi: number): Promise<Raster> {
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const page = await document.getPage(pageNumber);
  const viewport = page.getViewport({ scale: dpi / 72 });
  const width = Math.round(viewport.width);
  const height = Math.round(viewport.height);
  // Typed as a bare Object by pdf.js; in Node it is its NodeCanvasFactory.
  const factory = document.canvasFactory as { create: (width: number, height: number) => NodeCanvas };
  const { canvas, context } = factory.create(width, height);
  await page.render({ canvasContext: context, viewport }).promise;
  const { data } = context.getImageData(0, 0, width, height);
  return {
    width,
    height,
    lightness: (x, y) => {
      const at = (y * width + x) * 4;
      return Math.min(data[at] ?? 255, data[at + 1] ?? 255, data[at + 2] ?? 255);
    },
    png: () => canvas.toBuffer('image/png'),
  };
}

/**
 * Every Code 128 barcode a scanner reads across the page: each row of dots, dark below half lightness (as a
 * thermal head prints it), decoded by ZXing's Code 128 reader; the texts read and on how many rows.
 */
export function scanCode128Rows(raster: Raster): Map<string, number> {
  const reads = new Map<string, number>();
  for (let y = 0; y < raster.height; y++) {
    const row = new BitArray(raster.width);
    for (let x = 0; x < raster.width; x++) if (raster.lightness(x, y) < 128) row.set(x);
    try {
      const text = new Code128Reader().decodeRow(y, row, new Map()).getText();
      reads.set(text, (reads.get(text) ?? 0) + 1);
    } catch {
      // Rows through text or blank paper hold no barcode.
    }
  }
  return reads;
}
