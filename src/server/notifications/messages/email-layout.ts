/**
 * The frame every email shares (the confirmation, the shop's 'New order', 'ready for pickup'): a
 * heading, an intro, titled sections of label/value rows, a closing line, an optional link (the status
 * page) and an optional footer (the shop's details), as plain text and as HTML. Callers pass plain text
 * only; every value is escaped here, so no message can forget to escape what a customer typed.
 */
export type EmailRow = { label: string; value: string | null; strong?: boolean };
export type EmailSection = { title: string; rows: EmailRow[] };
export type EmailDocument = {
  /** The `lang` of the HTML part, so that a screen reader reads it in the customer's language. */
  language?: string;
  /** The HTML title and h1, e.g. 'Order GM-1042 confirmed'. */
  heading: string;
  /** The plain-text part's opening lines. */
  textIntro: string[];
  /** The HTML part's opening paragraph. */
  htmlIntro: string;
  sections: EmailSection[];
  closing: string;
  /**
   * A link after the closing, e.g. 'Track your order' to the status page (docs/shop.md 4): 'label: url' in
   * the plain text, a clickable address in the HTML.
   */
  link?: { label: string; url: string };
  /** Lines after the closing, e.g. the shop's name, phone and pickup hours; none when empty. */
  footer?: string[];
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value that comes from a customer goes through this before it touches the HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Header injection is impossible through nodemailer, but a subject must still be one short line. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

export function renderEmailText(doc: EmailDocument): string {
  const lines = [...doc.textIntro];
  for (const section of doc.sections) {
    lines.push('', section.title, '-'.repeat(section.title.length));
    for (const row of section.rows) lines.push(row.value === null ? `  ${row.label}` : `  ${row.label}: ${row.value}`);
  }
  lines.push('', doc.closing);
  if (doc.link) lines.push('', `${doc.link.label}: ${doc.link.url}`);
  if (doc.footer && doc.footer.length > 0) lines.push('', ...doc.footer);
  return `${lines.join('\n')}\n`;
}

const CELL = 'padding:4px 8px;border-bottom:1px solid #e5e7eb;';

function renderRow(row: EmailRow): string {
  const open = row.strong ? '<strong>' : '';
  const close = row.strong ? '</strong>' : '';
  const label = `${open}${escapeHtml(row.label)}${close}`;
  if (row.value === null) return `<tr><td style="${CELL}" colspan="2">${label}</td></tr>`;
  return `<tr><td style="${CELL}">${label}</td><td style="${CELL}text-align:right">${open}${escapeHtml(row.value)}${close}</td></tr>`;
}

export function renderEmailHtml(doc: EmailDocument): string {
  const body = doc.sections
    .map(
      (section) =>
        `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(section.title)}</h2><table role="presentation" style="width:100%;border-collapse:collapse">${section.rows.map(renderRow).join('')}</table>`,
    )
    .join('');
  return [
    `<!doctype html><html lang="${escapeHtml(doc.language ?? 'en')}"><head><meta charset="utf-8"><title>`,
    escapeHtml(doc.heading),
    '</title></head><body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:16px">',
    `<h1 style="font-size:20px">${escapeHtml(doc.heading)}</h1>`,
    `<p>${escapeHtml(doc.htmlIntro)}</p>`,
    body,
    `<p>${escapeHtml(doc.closing)}</p>`,
    doc.link
      ? `<p>${escapeHtml(doc.link.label)}: <a href="${escapeHtml(doc.link.url)}">${escapeHtml(doc.link.url)}</a></p>`
      : '',
    doc.footer && doc.footer.length > 0
      ? `<p style="color:#4b5563">${doc.footer.map(escapeHtml).join('<br>')}</p>`
      : '',
    '</body></html>',
  ].join('');
}
