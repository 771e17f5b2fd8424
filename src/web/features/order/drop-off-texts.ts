import { t } from '@lingui/core/macro';
import { dropOffDayLabel } from '../../../domain/drop-off-days';
import { currentLanguage } from '../../i18n/language';

/** docs/shop.md 10: 'Saturday, November 14' ('sábado, 14 de noviembre') in the customer's language. */
export const dayLabel = (day: string) => dropOffDayLabel(day, currentLanguage() === 'es' ? 'es' : 'en-US');

/** ADR 1201: the day filled while the customer was ordering (the step and the review both say it). */
export function fullMessage(day: string): string {
  const label = dayLabel(day);
  return t`${label} is now full. Please choose another day.`;
}

/** The submit found the order without a day it can still take. */
export const chooseDayMessage = () => t`Please choose a drop-off day.`;
