import { type MessageDescriptor, i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '../../app/paths';

/** Each step's title (its h1) and subtitle, shared by the screen and its loading shell, by route. */
export const SCREEN_HEADINGS: Record<string, { title: MessageDescriptor; subtitle: MessageDescriptor }> = {
  [paths.orderDetails.path]: { title: msg`Order Details`, subtitle: msg`How can we reach you about this order?` },
  [paths.chooseAnimal.path]: { title: msg`Choose Your Animal`, subtitle: msg`Select the animal you are bringing in` },
  [paths.dropOff.path]: {
    title: msg`Choose a Drop-off Day`,
    subtitle: msg`Pick the day you will bring your animal in`,
  },
  // The subtitle names the current price list's processing price (basicCutAndWrapText), not a constant.
  [paths.deerCuts.path]: { title: msg`Choose Deer Cuts`, subtitle: { id: '' } },
  [paths.hogCuts.path]: { title: msg`Choose Hog Cuts`, subtitle: msg`Select the cuts you want processed` },
  [paths.addons.path]: { title: msg`Add-ons`, subtitle: msg`Select any additional processing options` },
  [paths.reviewOrder.path]: {
    title: msg`Review Your Order`,
    subtitle: msg`Please review your order details before submitting`,
  },
};

/** A step's title and subtitle in the current language. */
export function headingFor(path: string): { title: string; subtitle: string } {
  const heading = SCREEN_HEADINGS[path];
  if (!heading) throw new Error(`No heading for ${path}`);
  return { title: i18n._(heading.title), subtitle: heading.subtitle.id ? i18n._(heading.subtitle) : '' };
}
