/** One cookie's value in a request's Cookie header, or null (the first of that name, as browsers send it). */
export function cookieValueOf(cookieHeader: string | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}
