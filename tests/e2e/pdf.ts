import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A run of text as the PDF sets it: its characters, its type size in points, where its baseline starts. */
export type PdfRun = { text: string; size: number; x: number; y: number };

/** A printed page as pdf.js reads it: its text, its runs, and its size in points. */
export type PdfPage = { text: string; runs: PdfRun[]; width: number; height: number };

/** Each page of a PDF (Chromium's print to PDF): its text and size. */
export async function pdfPages(bytes: Buffer): Promise<PdfPage[]> {
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const runs: PdfRun[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      // The text matrix [a b c d e f]: its vertical scale is the type size, (e, f) the baseline's start.
      const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
      runs.push({ text: item.str, size: Math.hypot(c, d), x, y });
    }
    // Runs of one line are joined as they are: Chromium writes ligatures ('ff', 'fi') as runs of their own.
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join('');
    pages.push({ text: text.replace(/\s+/g, ' '), runs, width, height });
  }
  return pages;
}
