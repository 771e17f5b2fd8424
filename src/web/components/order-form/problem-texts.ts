import { t } from '@lingui/core/macro';
import { OTHER_CUT } from '../../../domain/catalogue';
import type { AddonSelectionProblem, CutSelectionProblem } from '../../../domain/validation';
import { catalogueName } from '../../i18n/catalogue-texts';
import { chooseOneOf } from './choose-one-of';

/**
 * What the cuts and add-ons lists say about their first problem (docs/customer-flow.md 5), under the item at fault
 * and beside what waits for it: the customer's steps and the shop's 'New order' page say the same words.
 */

/** The cut a problem belongs to, with what to say under it (docs/customer-flow.md 5); none for a list without a cut. */
export function cutProblemAt(problem: CutSelectionProblem | null): { cut: string; message: string } | null {
  if (problem?.kind === 'needs-option') return { cut: problem.cut, message: chooseOneOf(problem.options, problem.cut) };
  if (problem?.kind === 'other-text' || problem?.kind === 'other-text-hidden') {
    return { cut: OTHER_CUT, message: whyCutsWait(problem) ?? '' };
  }
  return null;
}

/**
 * What a disabled Next waits for (docs/customer-flow.md 5), in the customer's language, the cuts and their options too
 * (docs/decisions/0610).
 */
export function whyCutsWait(problem: CutSelectionProblem): string | null {
  switch (problem.kind) {
    case 'no-cut':
      return t`Choose at least one cut to continue.`;
    case 'needs-option':
      return chooseOneOf(problem.options, problem.cut);
    case 'other-text':
      return t`Describe the other cuts you want.`;
    // The details' words for a name or phone holding them (docs/customer-flow.md decision 10).
    case 'other-text-hidden':
      return t`Please remove the hidden characters from this field.`;
    default:
      return null;
  }
}

/** The item a problem belongs to, with what to say under it (docs/customer-flow.md 5). */
export function addonProblemAt(problem: AddonSelectionProblem | null): { item: string; message: string } | null {
  const message = problem && whyAddonsWait(problem);
  return problem && message ? { item: problem.item, message } : null;
}

/** What a disabled Next waits for (docs/customer-flow.md 5), with the items and options as the customer reads them. */
export function whyAddonsWait(problem: AddonSelectionProblem): string | null {
  if (problem.kind === 'needs-option') return chooseOneOf(problem.options, problem.item);
  if (problem.kind === 'quantity') {
    const { min, max } = problem;
    const item = catalogueName(problem.item);
    return t`Enter an amount for ${item} from ${min} to ${max}.`;
  }
  return null;
}
