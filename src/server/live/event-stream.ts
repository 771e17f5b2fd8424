/** One block of a text/event-stream (the HTML standard's server-sent events). */
export type ServerSentEvent = {
  /** The event's type; the browser's EventSource dispatches it to listeners of that name. */
  event?: string;
  /** Becomes the stream's last event id, which the browser sends back as Last-Event-ID when it reconnects. */
  id?: string;
  data?: string;
  /** How long the browser waits before it reconnects, in milliseconds. */
  retry?: number;
};

/** A field's value may not hold a line break; a data value with line breaks becomes several data lines. */
function field(name: string, value: string): string {
  return `${name}: ${value.replace(/[\r\n]+/g, ' ')}\n`;
}

export function formatEvent(message: ServerSentEvent): string {
  let text = '';
  if (message.retry !== undefined) text += field('retry', String(Math.round(message.retry)));
  if (message.id !== undefined) text += field('id', message.id);
  if (message.event !== undefined) text += field('event', message.event);
  if (message.data !== undefined) for (const line of message.data.split(/\r\n|\r|\n/)) text += field('data', line);
  return `${text}\n`;
}

/** A comment line: ignored by the browser, it keeps proxies and the connection from timing out. */
export function formatComment(text: string): string {
  return `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`;
}
