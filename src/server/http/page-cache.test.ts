import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PriceList } from '../../domain';
import { NOT_FOUND_DRAWN_AT, type RenderModule, createPageRenderer } from './server-render';

const SHELL = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';

/** A render module that counts what it was asked to draw. */
function countingModule() {
  const drawn: string[] = [];
  const module: RenderModule = {
    render: async (url) => {
      drawn.push(url);
      return { html: `<main><h1>${url}</h1>${'<p>text</p>'.repeat(500)}</main>`, head: '' };
    },
  };
  return { module, drawn };
}

/** What one answer sent: its status and its body (the very object, so that one compression is one Buffer). */
type Sent = { status: number; body: unknown };

async function ask(sendPage: ReturnType<typeof createPageRenderer>, pathname: string): Promise<Sent> {
  const sent: Sent = { status: 200, body: undefined };
  const reply = {
    header: () => reply,
    type: () => reply,
    status: (code: number) => {
      sent.status = code;
      return reply;
    },
    send: (body: unknown) => {
      sent.body = body;
      return reply;
    },
  };
  const request = { headers: { 'accept-encoding': 'gzip, br' } } as unknown as FastifyRequest;
  await sendPage(request, reply as unknown as FastifyReply, pathname);
  return sent;
}

const renderer = (module: RenderModule) => createPageRenderer(SHELL, module, async () => ({ version: 1 }) as PriceList);

describe('the server-drawn pages kept in memory', () => {
  it('draws and compresses one 404 page for any number of unknown addresses, arriving at once', async () => {
    const { module, drawn } = countingModule();
    const sendPage = renderer(module);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => ask(sendPage, `/made-up-${index}`)));
    expect(drawn).toEqual([NOT_FOUND_DRAWN_AT]);
    expect(answers.every((answer) => answer.status === 404)).toBe(true);
    expect(answers[0]?.body).toBeInstanceOf(Buffer);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it("keeps the app's own pages while unknown addresses come, each drawn once however it is written", async () => {
    const { module, drawn } = countingModule();
    const sendPage = renderer(module);
    const first = await ask(sendPage, '/addons');
    for (let index = 0; index < 200; index++) await ask(sendPage, `/made-up-${index}`);
    const again = await ask(sendPage, '/addons');
    const written = await ask(sendPage, '/Addons/');
    expect(drawn).toEqual(['/addons', NOT_FOUND_DRAWN_AT]);
    expect([first.status, again.status, written.status]).toEqual([200, 200, 200]);
    expect(again.body).toBe(first.body);
    expect(written.body).toBe(first.body);
  });
});
