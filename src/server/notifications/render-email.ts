import { formatCents } from '../../domain';
import type { OrderSummary } from './order-summary';

export type RenderedEmail = { subject: string; text: string; html: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value that comes from a customer goes through this before it touches the HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Header injection is impossible through nodemailer, but a subject must still be one short line. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

type Row = { label: string; value: string };
type Section = { title: string; rows: Row[] };

function quantitySuffix(quantity: number): string {
  return quantity > 1 ? ` x ${quantity}` : '';
}

function sections(summary: OrderSummary): Section[] {
  const { order } = summary;
  const result: Section[] = [
    {
      title: 'Customer Information',
      rows: [
        { label: 'Name', value: order.fullName },
        { label: 'Email', value: order.email },
        { label: 'Phone', value: order.phoneNumber },
      ],
    },
  ];
  if (summary.prepLines.length > 0) {
    result.push({
      title: 'Prep Services',
      rows: [
        ...summary.prepLines.map((line) => ({ label: line.addon_name, value: formatCents(line.lineCents) })),
        { label: 'Prep Total', value: formatCents(summary.prepCents) },
      ],
    });
  }
  const processing: Row[] = [{ label: 'Animal', value: order.animalType || 'Not chosen' }];
  if (order.gender) processing.push({ label: 'Gender', value: order.gender });
  if (summary.weightText) processing.push({ label: 'Weight', value: summary.weightText });
  processing.push({ label: 'Cuts', value: order.cuts.length > 0 ? order.cuts.join(', ') : 'None' });
  processing.push({ label: 'Processing Cost', value: formatCents(summary.processingCents) });
  result.push({ title: 'Processing', rows: processing });
  if (summary.addonLines.length > 0) {
    result.push({
      title: 'Add-ons',
      rows: [
        ...summary.addonLines.map((line) => ({
          label: `${line.addon_name}${quantitySuffix(line.quantity)}`,
          value: line.addon_price ? `${formatCents(line.lineCents)} (${line.addon_price})` : formatCents(line.lineCents),
        })),
        { label: 'Add-ons Total', value: formatCents(summary.addonsCents) },
      ],
    });
  }
  const total: Row[] = [{ label: 'Processing Cost', value: formatCents(summary.processingCents) }];
  if (summary.prepLines.length > 0) total.push({ label: 'Prep Services', value: formatCents(summary.prepCents) });
  if (summary.addonLines.length > 0) total.push({ label: 'Add-ons Total', value: formatCents(summary.addonsCents) });
  total.push({ label: 'Grand Total', value: formatCents(summary.grandTotalCents) });
  result.push({ title: 'Order Total', rows: total });
  return result;
}

function renderText(summary: OrderSummary, all: Section[]): string {
  const lines = [
    `Hi ${summary.order.fullName},`,
    '',
    `Thank you for your order ${summary.order.orderNumber}. Here is what we received:`,
  ];
  for (const section of all) {
    lines.push('', section.title, '-'.repeat(section.title.length));
    for (const row of section.rows) lines.push(`  ${row.label}: ${row.value}`);
  }
  lines.push('', 'We will contact you when your order is ready.');
  return `${lines.join('\n')}\n`;
}

function renderHtml(summary: OrderSummary, all: Section[]): string {
  const cell = 'padding:4px 8px;border-bottom:1px solid #e5e7eb;';
  const body = all
    .map((section) => {
      const rows = section.rows
        .map((row) => {
          const strong = row.label === 'Grand Total';
          const open = strong ? '<strong>' : '';
          const close = strong ? '</strong>' : '';
          return `<tr><td style="${cell}">${open}${escapeHtml(row.label)}${close}</td><td style="${cell}text-align:right">${open}${escapeHtml(row.value)}${close}</td></tr>`;
        })
        .join('');
      return `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(section.title)}</h2><table role="presentation" style="width:100%;border-collapse:collapse">${rows}</table>`;
    })
    .join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>',
    escapeHtml(`Order ${summary.order.orderNumber} confirmed`),
    '</title></head><body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:16px">',
    `<h1 style="font-size:20px">Order ${escapeHtml(summary.order.orderNumber)} confirmed</h1>`,
    `<p>Hi ${escapeHtml(summary.order.fullName)}, thank you for your order. Here is what we received:</p>`,
    body,
    '<p>We will contact you when your order is ready.</p>',
    '</body></html>',
  ].join('');
}

export function renderOrderEmail(summary: OrderSummary): RenderedEmail {
  const all = sections(summary);
  return {
    subject: oneLine(`Order ${summary.order.orderNumber} confirmed - ${formatCents(summary.grandTotalCents)}`),
    text: renderText(summary, all),
    html: renderHtml(summary, all),
  };
}
