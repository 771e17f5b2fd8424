/**
 * Just enough MIME to read back what nodemailer sends: headers, multipart/alternative,
 * quoted-printable and base64 bodies. The fake SMTP server uses it so tests can assert on text and HTML.
 */
export type ParsedMail = { headers: Record<string, string>; subject: string; text: string; html: string };

function splitHead(raw: string): { head: string; body: string } {
  const index = raw.search(/\r?\n\r?\n/);
  if (index < 0) return { head: raw, body: '' };
  const match = /\r?\n\r?\n/.exec(raw.slice(index));
  return { head: raw.slice(0, index), body: raw.slice(index + (match?.[0].length ?? 2)) };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < soft.length; index++) {
    const char = soft[index];
    if (char === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(soft.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '7bit').toLowerCase();
  if (kind === 'quoted-printable') return decodeQuotedPrintable(body);
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
export function decodeHeaderValue(value: string): string {
  return value.replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=\s*/g, (_all, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function collectParts(raw: string, into: { text: string; html: string }): void {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectParts(section.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']);
  if (type.toLowerCase().startsWith('text/html')) into.html += decoded;
  else if (type.toLowerCase().startsWith('text/plain')) into.text += decoded;
}

export function parseMail(raw: string): ParsedMail {
  const { head } = splitHead(raw);
  const headers = parseHeaders(head);
  const parts = { text: '', html: '' };
  collectParts(raw, parts);
  return { headers, subject: decodeHeaderValue(headers.subject ?? ''), text: parts.text, html: parts.html };
}
