import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { catalogueName } from '../../i18n/catalogue-texts';

/**
 * 'Choose Whole or Steak for Tenderloin.': the options of a ticked cut or add-on, joined with 'or', for a
 * disabled Next to say (docs/customer-flow.md 5). A file of its own: the animal step, at its size budget, has no use
 * for it.
 */
export function chooseOneOf(options: readonly string[], item: string): string {
  const choices = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(
    options.map((option) => catalogueName(option)),
  );
  const name = catalogueName(item);
  return t`Choose ${choices} for ${name}.`;
}
