import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { InvalidInputError } from '../../domain';
import { PASSWORD_ONLY_SPACES_MESSAGE } from '../../domain/shop';

/**
 * docs/shop.md 1: the one rule for every password an account is given (the first owner by link or by
 * SHOP_OWNER_PASSWORD, a change, a reset link, the owner's temporary passwords), besides the length and
 * whitespace rules of the domain's schema. zxcvbn-ts estimates the guesses an attacker needs, with its
 * common-password, English and name dictionaries; under score 3 (about 10^8 guesses) is refused. On the
 * server only: the browser never loads the dictionaries (docs/decisions/0201-web-bundle-budget.md).
 */
export const TOO_COMMON_MESSAGE = 'This password is too common. Choose a longer or less usual one.';
const MIN_SCORE = 3;

let factory: Promise<ZxcvbnFactory> | null = null;

/**
 * Loaded at the first password, not at start: the dictionaries take about 40 MB resident, and most server
 * processes never check a password (the memory budget, docs/design.md 4). Unpacking them takes about a third
 * of a second, once per process.
 */
function estimator(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  );
  return factory;
}

/**
 * Why this password is refused, or null. personal: what the account is known by (name, email, shop), which
 * a password must not lean on either.
 */
export async function passwordProblem(password: string, personal: readonly string[] = []): Promise<string | null> {
  if (password.trim() === '') return PASSWORD_ONLY_SPACES_MESSAGE;
  const words = personal.flatMap((text) => {
    const lower = text.toLowerCase();
    return [lower, lower.replace(/[^\p{L}\p{N}]+/gu, ''), ...lower.split(/[^\p{L}\p{N}]+/u)];
  });
  const { score } = (await estimator()).check(password, words.filter(Boolean));
  return score < MIN_SCORE ? TOO_COMMON_MESSAGE : null;
}

/** Refuses a weak password with its reason at the field that holds it (400). */
export async function assertPasswordAllowed(
  password: string,
  field: string,
  personal: readonly string[] = [],
): Promise<void> {
  const problem = await passwordProblem(password, personal);
  if (problem) throw new InvalidInputError([{ path: field, message: problem }]);
}
