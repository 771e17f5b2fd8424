import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../domain';
import { buildDeerAnimalInput, buildHogAnimalInput, paths, placeOrderViaApi } from '../test/factories';
import { type TestApp, startTestApp } from '../test/test-app';

/**
 * Whatever a client sends, the answer is never a 5xx, and every error is the one JSON shape.
 * Thousands of random bodies, ids and content types against every endpoint, over real HTTP.
 */
let t: TestApp;
let openDeer: string;
let openHog: string;
let detailsOnly: string;
let completed: string;
beforeAll(async () => {
  // Thousands of requests from one client: the per-client draft limits (docs/operations.md, 'Abuse limits across
  // processes') are raised so that every body reaches its validation.
  t = await startTestApp({ env: { DRAFTS_PER_HOUR: '1000000', DRAFT_WRITES_PER_HOUR: '1000000' } });
  openDeer = (await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'] })).order.id;
  openHog = (await placeOrderViaApi(t, { animal: buildHogAnimalInput(), cuts: ['Chops'] })).order.id;
  detailsOnly = (await placeOrderViaApi(t)).order.id;
  completed = (await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'], complete: true })).order.id;
});
afterAll(() => t.close());

const weirdText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  // The known troublemakers, often: NUL (PostgreSQL text cannot hold it), lone surrogates, SQL, separators.
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      "'; drop table orders; --",
      'Other - ',
      'Other - \u0000',
      '%',
      '../',
    ),
    weight: 3,
  },
);
const weirdNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -1, 0.1, 1e308, -1e-308, 200, 201, 1500, 1500.01, 500, 100),
);
const weirdValue = fc.oneof(
  { arbitrary: weirdText, weight: 4 },
  weirdNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(weirdText, { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

/** encodeURIComponent throws on lone surrogates; send those as raw invalid UTF-8 instead. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const ids = () =>
  fc.oneof(
    {
      arbitrary: fc.constantFrom(openDeer, openHog, detailsOnly, completed, openDeer.toUpperCase(), `${openDeer} `),
      weight: 4,
    },
    fc.uuid(),
    weirdText.map(encodeSegment),
    fc.constantFrom('', '%00', '%E0%A4%A', '..%2F..', 'x'.repeat(120), '00000000-0000-0000-0000-000000000000'),
  );

/** A valid body with one value swapped for something odd: reaches past the schema into the database. */
const validBodies: Record<string, unknown>[] = [
  { full_name: 'A', email: 'a@b.co', phone_number: '1' },
  { animal_type: 'Deer', gender: 'Buck', prep: ['Skinning'] },
  { animal_type: 'Hog', gender: 'Sow', weight_option: 'over200', weight_pounds: 250 },
];
const nearlyValidBodies = fc
  .tuple(fc.constantFrom(...validBodies), fc.nat(), weirdValue)
  .map(([body, index, value]) => {
    const keys = Object.keys(body);
    return { ...body, [keys[index % keys.length] as string]: value };
  });
const oddTextBodies = fc.oneof(
  fc
    .array(
      weirdText.map((text) => `Other - ${text}`),
      { minLength: 1, maxLength: 3 },
    )
    .map((cuts) => ({ cuts: ['Ribs', ...cuts] })),
  weirdText.map((text) => ({ cuts: [text] })),
  weirdText.map((text) => ({ addons: [{ addon_name: text, quantity: 1 }] })),
);

const shapedBodies = fc.oneof(
  { arbitrary: nearlyValidBodies, weight: 4 },
  { arbitrary: oddTextBodies, weight: 4 },
  fc.record(
    { full_name: weirdValue, email: fc.oneof(weirdValue, fc.emailAddress()), phone_number: weirdValue },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      animal_type: fc.oneof(fc.constantFrom('Deer', 'Hog', 'deer', ''), weirdValue),
      gender: fc.oneof(fc.constantFrom('Buck', 'Doe', 'Boar', 'Sow'), weirdValue),
      prep: fc.oneof(fc.array(fc.constantFrom('Skinning', 'Caped', 'Other')), weirdValue),
      weight_option: fc.oneof(fc.constantFrom('under200', 'over200'), weirdValue),
      weight_pounds: fc.oneof(weirdNumber, weirdValue),
      weight_cost: weirdValue,
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      cuts: fc.oneof(
        fc.array(fc.oneof(weirdText, fc.constantFrom('Ribs', 'Chops', 'Backstrap - Whole', 'Sausage - Brat')), {
          maxLength: 70,
        }),
        weirdValue,
      ),
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      addons: fc.oneof(
        fc.array(
          fc.record(
            {
              addon_name: fc.oneof(
                fc.constantFrom('Bacon', 'Jerky - Hot', 'Pickled Bites', 'Variety Pack', 'Skinning'),
                weirdValue,
              ),
              quantity: fc.oneof(weirdNumber, weirdValue),
              addon_price: weirdValue,
            },
            { requiredKeys: [] },
          ),
          { maxLength: 110 },
        ),
        weirdValue,
      ),
    },
    { requiredKeys: [] },
  ),
);

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };
const bodies: fc.Arbitrary<Body> = fc.oneof(
  fc.constant<Body>({ kind: 'none' }),
  { arbitrary: shapedBodies.map((value): Body => ({ kind: 'json', value })), weight: 5 },
  fc.jsonValue().map((value): Body => ({ kind: 'json', value })),
  weirdText.map((text): Body => ({ kind: 'raw', text })),
  fc.constantFrom<Body>(
    { kind: 'raw', text: '{' },
    { kind: 'raw', text: '{"a":1}}' },
    { kind: 'raw', text: 'null' },
    { kind: 'raw', text: '{"__proto__":{"x":1}}' },
    { kind: 'raw', text: '{"constructor":{"prototype":{"x":1}}}' },
  ),
);
const contentTypes = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=latin1',
    'APPLICATION/JSON',
    'text/plain',
    'text/html',
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=----x',
    'application/octet-stream',
    '',
  ),
  // Header values must be printable ASCII, or fetch refuses to send them.
  fc.string({ maxLength: 40 }).filter((value) => [...value].every((char) => char >= ' ' && char <= '~')),
);

type Endpoint = { method: string; path: (id: string) => string };
const endpoints: Endpoint[] = [
  { method: 'POST', path: () => paths.orders },
  { method: 'GET', path: paths.order },
  { method: 'PUT', path: paths.details },
  { method: 'PUT', path: paths.animal },
  { method: 'PUT', path: paths.cuts },
  { method: 'PUT', path: paths.addons },
  { method: 'POST', path: paths.complete },
  { method: 'POST', path: paths.cancel },
];

async function send(method: string, url: string, body: Body, contentType: string) {
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  if (body.kind !== 'none' && method !== 'GET' && method !== 'HEAD') {
    payload = body.kind === 'json' ? (JSON.stringify(body.value) ?? 'null') : body.text;
    if (contentType) headers['content-type'] = contentType;
  }
  const response = await fetch(`${t.baseUrl}${url}`, { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, text, contentType: response.headers.get('content-type') ?? '' };
}

function expectClientAnswer(answer: { status: number; text: string; contentType: string }, label: string) {
  expect(answer.status, `${label} -> ${answer.status} ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.contentType).toContain('application/json');
    expect(ApiErrorSchema.safeParse(JSON.parse(answer.text)).success, answer.text).toBe(true);
  }
}

describe('random input never causes a server error', () => {
  it.each(endpoints)('$method $path', async (endpoint) => {
    await fc.assert(
      fc.asyncProperty(ids(), bodies, contentTypes, async (id, body, contentType) => {
        const url = endpoint.path(id);
        const answer = await send(endpoint.method, url, body, contentType);
        expectClientAnswer(answer, `${endpoint.method} ${url} ${contentType} ${JSON.stringify(body).slice(0, 200)}`);
      }),
      { numRuns: 160 },
    );
  });

  it('random methods and paths under /api', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
        fc.array(
          fc.oneof(fc.constantFrom('orders', 'cuts', 'health', 'catalogue', openDeer), weirdText.map(encodeSegment)),
          { maxLength: 4 },
        ),
        bodies,
        async (method, segments, body) => {
          const answer = await send(method, `/api/${segments.join('/')}`, body, 'application/json');
          expect(answer.status, `${method} /api/${segments.join('/')} -> ${answer.text.slice(0, 200)}`).toBeLessThan(
            500,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('text PostgreSQL cannot store', () => {
  it('refuses NUL characters with 400 instead of a database error', async () => {
    const post = await send(
      'POST',
      paths.orders,
      { kind: 'json', value: { full_name: 'a\u0000b', email: 'a@b.co', phone_number: '1' } },
      'application/json',
    );
    expect(post.status).toBe(400);
    const cuts = await send(
      'PUT',
      paths.cuts(openDeer),
      { kind: 'json', value: { cuts: ['Other - a\u0000b'] } },
      'application/json',
    );
    expect(cuts.status).toBe(400);
    expect(JSON.parse(cuts.text)).toMatchObject({ error: { code: 'invalid_input', fields: [{ path: 'cuts[0]' }] } });
  });
});
