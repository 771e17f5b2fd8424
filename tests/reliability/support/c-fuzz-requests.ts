import fc from 'fast-check';
import { API_PATHS } from '../../../src/domain';
import { SHOP_API_PATHS } from '../../../src/domain/shop';
import type { RawRequest } from './c-raw-http';

/** Every API route's method and pattern, plus the pages and files outside /api. */
const ROUTES: { method: string; path: string }[] = [
  ...Object.values(API_PATHS),
  ...Object.values(SHOP_API_PATHS),
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/shop/board' },
  { method: 'GET', path: '/status/:token' },
  { method: 'GET', path: '/assets/index-abc123.js' },
].map(({ method, path }) => ({ method, path }));

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE'];
const JUNK_METHODS = ['FOO', 'get', 'PROPFIND', 'M-SEARCH', 'PURGE', 'GE T', 'P\u00d6ST', '', 'X'.repeat(200)];

/** Values for a path parameter: real-looking and hostile. */
const parameter = (knownIds: string[]) =>
  fc.oneof(
    fc.constantFrom(...knownIds, '00000000-0000-4000-8000-000000000000', '1', '-1', '99999999999999999999'),
    fc.uuid(),
    fc.string({ maxLength: 12 }).map((text) => encodeURIComponent(text)),
    fc.constantFrom(
      '%00',
      'a%00b',
      '%E0%A4%A',
      '%C0%AF',
      '%ED%A0%80',
      '%FF%FE',
      '..',
      '%2e%2e',
      '..%2F..%2Fetc%2Fpasswd',
      '%zz',
      '%',
      'x'.repeat(120),
      '%2F',
      '__proto__',
      'constructor',
    ),
  );

/** A path rewritten as an attacker would: escapes for plain letters, dot segments, doubled slashes. */
function disguise(path: string, how: number): string {
  switch (how) {
    case 1:
      return path.replace('/api/', '/%61pi/');
    case 2:
      return path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`);
    case 3:
      return `/api/../${path.slice(1)}`;
    case 4:
      return `/${path}`;
    case 5:
      return `${path}/`;
    case 6:
      return path.toUpperCase();
    case 7:
      return `${path}%00`;
    case 8:
      return `${path}/${'a/'.repeat(1_000)}`;
    case 9:
      return `http://example.com${path}`;
    default:
      return path;
  }
}

const query = fc.oneof(
  { arbitrary: fc.constant(''), weight: 4 },
  fc.constantFrom(
    '?__proto__[x]=1',
    '?constructor[prototype][x]=1',
    '?token=%00',
    '?token=a&token=b',
    '?q=%E0%A4%A',
    '?stage=%ZZ',
    `?q=${'x'.repeat(5_000)}`,
    '?;;;&&&==',
  ),
  fc.string({ maxLength: 20 }).map((text) => `?q=${encodeURIComponent(text)}`),
);

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Bodies: shaped JSON, odd values, deep, huge, invalid UTF-8, NUL, prototype keys, not JSON at all. */
const body = fc.oneof(
  { arbitrary: fc.constant(Buffer.alloc(0)), weight: 3 },
  {
    arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => Buffer.from(JSON.stringify(value) ?? 'null')),
    weight: 4,
  },
  fc
    .record(
      {
        full_name: fc.oneof(fc.string(), fc.constant('a\u0000b'), fc.integer()),
        email: fc.oneof(fc.emailAddress(), fc.string()),
        phone_number: fc.oneof(fc.string(), fc.constant('+1 900 555 0100')),
        cuts: fc.array(fc.string(), { maxLength: 5 }),
        email_or_password: fc.string(),
      },
      { requiredKeys: [] },
    )
    .map((value) => Buffer.from(JSON.stringify(value))),
  fc.constantFrom(
    Buffer.from(nested(10_000)),
    Buffer.from(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`),
    Buffer.from(nested(33)),
    Buffer.from(`{"cuts":["${'x'.repeat(70_000)}"]}`),
    Buffer.from('{"__proto__":{"isAdmin":true}}'),
    Buffer.from('{"constructor":{"prototype":{"isAdmin":true}}}'),
    Buffer.from('{"full_name":"\\u0000"}'),
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]),
    Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
    Buffer.from('{"a":1}}'),
    Buffer.from('{'),
    Buffer.from('null'),
    Buffer.from('full_name=x&email=y'),
    Buffer.from('\u0000\u0000\u0000'),
  ),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
);

const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 4 },
  fc.constantFrom(
    'application/json; charset=utf-8',
    'application/json; charset=latin1',
    'APPLICATION/JSON',
    'application/json;;',
    'application/jsonx',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
    '*/*',
    '',
    ';',
    'application/json, text/plain',
  ),
);

/** Extra headers: odd, huge, duplicated, forged sessions and origins. */
const extraHeaders = fc.array(
  fc.oneof(
    fc.constantFrom<[string, string]>(
      ['Cookie', 'shop.session_token=forged.value'],
      ['Cookie', `shop.session_token=${'a'.repeat(4_000)}`],
      ['Origin', 'https://evil.example'],
      ['Content-Type', 'text/plain'],
      ['Accept', '*/*'],
      ['Accept-Encoding', 'br, gzip, deflate'],
      ['X-Forwarded-For', '1.2.3.4, 5.6.7.8'],
      ['If-None-Match', '"abc"'],
      ['Last-Event-ID', '-1'],
      ['Range', 'bytes=0-1,5-'],
      ['Expect', '100-continue'],
      ['Transfer-Encoding', 'gzip'],
      ['X-Huge', 'h'.repeat(12_000)],
      ['X-Too-Huge', 'h'.repeat(20_000)],
      ['X-Latin1', '\u00e9\u00ff'],
    ),
    fc
      .tuple(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,15}$/), fc.string({ maxLength: 30 }))
      .map(([name, value]): [string, string] => [name, value.replace(/[\r\n]/g, ' ')]),
  ),
  { maxLength: 3 },
);

/** Requests over every route: the route's own method most often, then any method, then junk. */
export function fuzzRequests(knownIds: string[]): fc.Arbitrary<RawRequest> {
  return fc
    .record({
      route: fc.constantFrom(...ROUTES),
      method: fc.oneof(
        { arbitrary: fc.constant(''), weight: 6 },
        { arbitrary: fc.constantFrom(...METHODS), weight: 3 },
        fc.constantFrom(...JUNK_METHODS),
      ),
      parameter: parameter(knownIds),
      disguise: fc.oneof({ arbitrary: fc.constant(0), weight: 6 }, fc.integer({ min: 1, max: 9 })),
      query,
      body,
      contentType,
      extraHeaders,
      host: fc.oneof({ arbitrary: fc.constant(true), weight: 9 }, fc.constant(false)),
      lengthHeader: fc.oneof(
        { arbitrary: fc.constant<'right' | 'duplicate' | 'chunked'>('right'), weight: 8 },
        fc.constantFrom<'duplicate' | 'chunked'>('duplicate', 'chunked'),
      ),
    })
    .map((pick) => {
      const method = pick.method || pick.route.method;
      const path = pick.route.path.replace(/:[a-zA-Z]+/g, pick.parameter);
      const headers: [string, string][] = [];
      if (pick.host) headers.push(['Host', '127.0.0.1']);
      let payload = pick.body;
      if (payload.length > 0) {
        if (pick.contentType) headers.push(['Content-Type', pick.contentType]);
        if (pick.lengthHeader === 'chunked') {
          headers.push(['Transfer-Encoding', 'chunked']);
          payload = Buffer.concat([
            Buffer.from(`${payload.length.toString(16)}\r\n`),
            payload,
            Buffer.from('\r\n0\r\n\r\n'),
          ]);
        } else {
          headers.push(['Content-Length', String(payload.length)]);
          if (pick.lengthHeader === 'duplicate') headers.push(['Content-Length', String(payload.length + 1)]);
        }
      }
      headers.push(...pick.extraHeaders.filter(([name]) => !/^(content-length|transfer-encoding)$/i.test(name)));
      return { method, target: `${disguise(path, pick.disguise)}${pick.query}`, headers, body: payload };
    });
}
