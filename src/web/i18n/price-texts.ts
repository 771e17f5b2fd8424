import { t } from '@lingui/core/macro';
import type { PriceList } from '../../domain/price-list';
import { basicCutAndWrapText } from '../../domain/price-texts';

/** The deer cuts step's subtitle in the current language, with the price as the domain writes it. */
export function basicCutAndWrapInLanguage(prices: Pick<PriceList, 'deerProcessingCents'>): string {
  const english = basicCutAndWrapText(prices);
  const price = /\$\S+$/.exec(english)?.[0];
  return price === undefined ? english : t`Basic cut and wrap is ${price}`;
}
