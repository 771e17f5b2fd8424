/**
 * Our request bodies are a few levels deep (a price list is the deepest, at four). Anything much deeper is
 * an attack on recursive code (a stack overflow is a 500) or on CPU, so it is refused with 400.
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `must not be nested more than ${MAX_JSON_DEPTH} levels deep`;

/**
 * Whether JSON text opens more than `maxDepth` arrays or objects at once: one pass over the raw text,
 * counting brackets outside strings, stopping at the first level too many. It runs before JSON.parse, so a
 * 64 KB body of `[[[[…` costs microseconds; malformed text is left for the parser to refuse.
 */
export function isJsonTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index += 1;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return false;
}

type Pending = { value: unknown; depth: number; parent: Pending | null; key: PropertyKey | null };

function pathOf(entry: Pending): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Pending | null = entry; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

export type InputProblem = { path: PropertyKey[]; message: string };

/**
 * What no schema should see: strings with U+0000 (PostgreSQL text cannot hold it) and nesting deeper than
 * MAX_JSON_DEPTH. Iterative, with an explicit stack, so no input can overflow the call stack; each value is
 * visited once and a path is only built for a problem found (at most `maxProblems` of them).
 */
export function findInputProblems(value: unknown, maxProblems = 20): InputProblem[] {
  const problems: InputProblem[] = [];
  const stack: Pending[] = [{ value, depth: 0, parent: null, key: null }];
  while (stack.length > 0 && problems.length < maxProblems) {
    const entry = stack.pop() as Pending;
    const current = entry.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000'))
        problems.push({ path: pathOf(entry), message: 'must not contain NUL characters' });
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    if (entry.depth >= MAX_JSON_DEPTH) {
      problems.push({ path: pathOf(entry), message: TOO_DEEP_MESSAGE });
      continue;
    }
    // Pushed in reverse so that problems come out in document order.
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index], depth: entry.depth + 1, parent: entry, key: index });
      }
    } else {
      const keys = Object.keys(current);
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index] as string;
        stack.push({ value: (current as Record<string, unknown>)[key], depth: entry.depth + 1, parent: entry, key });
      }
    }
  }
  return problems;
}
