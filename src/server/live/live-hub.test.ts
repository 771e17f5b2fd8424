import type { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { formatComment, formatEvent } from './event-stream';
import { createLiveHub } from './live-hub';
import { parseOrderChange } from './order-change-feed';

/** Everything written to a stream so far, as text (read as it is asked for). */
function collect(stream: PassThrough): () => string {
  let text = '';
  return () => {
    for (let chunk = stream.read() as Buffer | null; chunk !== null; chunk = stream.read() as Buffer | null) {
      text += chunk.toString('utf8');
    }
    return text;
  };
}

const signedIn = async () => true;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the server-sent event format', () => {
  it('writes fields, one data line per line of data, and a blank line after each event', () => {
    expect(formatEvent({ event: 'order', id: '7', data: '{"a":1}' })).toBe('id: 7\nevent: order\ndata: {"a":1}\n\n');
    expect(formatEvent({ retry: 2000, id: '5' })).toBe('retry: 2000\nid: 5\n\n');
    expect(formatEvent({ data: 'one\ntwo' })).toBe('data: one\ndata: two\n\n');
    expect(formatEvent({ event: 'a\nb' })).toBe('event: a b\n\n');
    expect(formatComment('heartbeat')).toBe(': heartbeat\n\n');
  });

  it('reads an order change back from its notification, and nothing else', () => {
    expect(parseOrderChange('{"order_number":"GM-1042","kind":"submitted"}')).toEqual({
      order_number: 'GM-1042',
      kind: 'submitted',
    });
    for (const payload of [
      '',
      'nope',
      'null',
      '{"order_number":1,"kind":"changed"}',
      '{"order_number":"x","kind":"x"}',
    ]) {
      expect(parseOrderChange(payload)).toBeNull();
    }
  });
});

describe('the live hub', () => {
  it('opens each stream with the reconnect hint and an id, then sends changes with ids that only grow', () => {
    const hub = createLiveHub({ retryMs: 1500 });
    const text = collect(hub.open({ reconnecting: false, stillSignedIn: signedIn }).stream);
    const openingId = Number(/^retry: 1500\nid: (\d+)\n\n$/.exec(text())?.[1]);
    expect(openingId).toBeGreaterThan(0);
    hub.listener.change({ order_number: 'GM-1', kind: 'submitted' });
    hub.listener.change({ order_number: 'GM-1', kind: 'changed' });
    hub.listener.resync();
    const ids = [...text().matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]));
    expect(ids).toHaveLength(4);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(4);
    expect(text()).toContain('event: order\ndata: {"order_number":"GM-1","kind":"submitted"}\n\n');
    expect(text()).toMatch(/event: resync\ndata: \{\}\n\n$/);
    hub.closeAll();
  });

  it('sends resync at once to a reconnecting browser', () => {
    const hub = createLiveHub();
    const text = collect(hub.open({ reconnecting: true, stillSignedIn: signedIn }).stream);
    expect(text()).toMatch(/^retry: \d+\nid: \d+\n\nid: \d+\nevent: resync\ndata: \{\}\n\n$/);
    hub.closeAll();
  });

  it('writes a heartbeat comment on every open stream', async () => {
    const hub = createLiveHub({ heartbeatMs: 20 });
    const texts = [1, 2].map(() => collect(hub.open({ reconnecting: false, stillSignedIn: signedIn }).stream));
    await wait(70);
    for (const text of texts) expect(text()).toContain(': heartbeat\n\n');
    hub.closeAll();
  });

  it('ends a stream whose session has ended, and keeps the others', async () => {
    const hub = createLiveHub({ sessionCheckMs: 20 });
    const kept = hub.open({ reconnecting: false, stillSignedIn: signedIn }).stream;
    const ended = hub.open({ reconnecting: false, stillSignedIn: async () => false }).stream;
    collect(kept);
    collect(ended);
    await wait(80);
    expect(ended.writableEnded).toBe(true);
    expect(kept.writableEnded).toBe(false);
    expect(hub.size).toBe(1);
    hub.closeAll();
  });

  it('forgets a stream whose browser went away, and ends all streams on close', async () => {
    const hub = createLiveHub();
    const gone = hub.open({ reconnecting: false, stillSignedIn: signedIn }).stream;
    const open = hub.open({ reconnecting: false, stillSignedIn: signedIn }).stream;
    collect(open);
    gone.destroy();
    await wait(0);
    expect(hub.size).toBe(1);
    hub.listener.change({ order_number: 'GM-2', kind: 'changed' });
    hub.closeAll();
    expect(open.writableEnded).toBe(true);
    expect(hub.size).toBe(0);
    // After close, a new stream ends at once.
    expect(hub.open({ reconnecting: false, stillSignedIn: signedIn }).stream.writableEnded).toBe(true);
  });
});
