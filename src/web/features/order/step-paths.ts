import { paths } from '../../app/paths';

/**
 * Addresses the customer's steps work out from the registry (app/paths.ts): the cuts step of an animal, and
 * where a step sends a customer who has no order. A module apart from the registry, which is in the entry
 * chunk, so that only the steps' chunks carry them (the 90 KB budget for `/`, docs/design.md 4); the build's
 * boot script (ADR 0605) reads the redirects from here too.
 */

/** The cuts step of the animal chosen: the hog's, else the deer's (also before an animal is chosen). */
export function cutsPathFor(animal: string): string {
  return animal === 'Hog' ? paths.hogCuts.getHref() : paths.deerCuts.getHref();
}

/**
 * docs/customer-flow.md decision 14: where each step sends a customer who has no order in progress. The boot script does it
 * before the step's first paint when no order is saved at all; the screen does it when the saved order is gone.
 */
export const MISSING_ORDER_REDIRECTS: Record<string, string> = {
  [paths.chooseAnimal.path]: paths.orderDetails.getHref(),
  [paths.dropOff.path]: paths.chooseAnimal.getHref(),
  [paths.deerCuts.path]: paths.chooseAnimal.getHref(),
  [paths.hogCuts.path]: paths.chooseAnimal.getHref(),
  [paths.addons.path]: paths.chooseAnimal.getHref(),
  [paths.reviewOrder.path]: paths.orderDetails.getHref(),
};

/**
 * sessionStorage key under which the boot script leaves the page it sent a customer to for lack of an order:
 * that page then says 'No active order found' (the app) and does not send them on (both).
 */
export const MISSING_ORDER_ARRIVAL_KEY = 'missingOrderArrival';
