import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A printed page as pdf.js reads it: its text, and its size in points. */
export type PdfPage = { text: string; width: number; height: number };

/** Each page of a PDF (Chromium's print to PDF): its text and size. */
export async function pdfPages(bytes: Buffer): Promise<PdfPage[]> {
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    // Runs of one line are joined as they are: Chromium writes ligatures ('ff', 'fi') as runs of their own.
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join('');
    pages.push({ text: text.replace(/\s+/g, ' '), width, height });
  }
  return pages;
}
