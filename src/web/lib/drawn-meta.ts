/**
 * What the server drew a page with and wrote into its head as `<meta name=… content=…>` (server-render.ts), read
 * back so that the hydrated page says what the drawn one said (ADR 0601). On the server, the render primes
 * each value instead. null: no such tag (or, primed, nothing drawn).
 */
const primed = new Map<string, string | null>();

/** The server's render: what the page is drawn with. */
export function primeDrawnMeta(name: string, content: string | null): void {
  primed.set(name, content);
}

export function drawnMeta(name: string): string | null {
  if (primed.has(name)) return primed.get(name) ?? null;
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? null;
}
