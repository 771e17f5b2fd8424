import { z } from 'zod';
import { freeText } from '../free-text-schema';
import { NAME_SEPARATOR_TEXT, PRICE_LIMITS, PRICE_MESSAGES, PRICE_UNITS, nameKey } from './price-edits';

/**
 * PUT /api/shop/prices: a complete price list (src/domain/price-list.ts without its version) and the
 * version the owner edited. Every problem is named on its field (400); unknown keys are dropped.
 */
const cents = z
  .number({ error: PRICE_MESSAGES.price })
  .int(PRICE_MESSAGES.price)
  .min(0, PRICE_MESSAGES.price)
  .max(PRICE_LIMITS.maxCents, PRICE_MESSAGES.price);

const name = freeText(PRICE_LIMITS.name, { missing: PRICE_MESSAGES.nameRequired, tooLong: PRICE_MESSAGES.nameTooLong })
  .min(1, PRICE_MESSAGES.nameRequired)
  .refine((value) => !value.includes(NAME_SEPARATOR_TEXT), PRICE_MESSAGES.nameSeparator);

/** ADR 0610: what Spanish customers read for the item; empty means none (the catalogue's, else the name). */
const spanishName = freeText(PRICE_LIMITS.name, { tooLong: PRICE_MESSAGES.nameTooLong })
  .optional()
  .transform((value) => value || undefined);

const hidden = z.boolean({ error: 'Say whether it is offered to customers (true or false).' });

const PrepPriceSchema = z.object({ name, priceCents: cents, hidden });

const AddonOptionSchema = z.object({ name, priceCents: cents });

/** Names must differ (ignoring case and spaces at the ends); each repeat is named on its own field. */
function flagRepeatedNames(
  items: readonly { name: string }[],
  context: z.RefinementCtx,
  pathOf: (index: number) => PropertyKey[],
  what: string,
): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = nameKey(item.name);
    if (seen.has(key)) {
      context.addIssue({ code: 'custom', path: pathOf(index), message: `${item.name.trim()} is already ${what}.` });
    }
    seen.add(key);
  });
}

const AddonSchema = z
  .object({
    name,
    section: z.enum(['Custom', 'Variety'], { error: 'Choose the section: Custom or Variety.' }),
    unit: z.enum(PRICE_UNITS, { error: PRICE_MESSAGES.unit }),
    priceCents: cents,
    options: z.array(AddonOptionSchema).max(PRICE_LIMITS.subOptions, PRICE_MESSAGES.tooManyOptions),
    hidden,
    spanishName,
  })
  .superRefine((item, context) =>
    flagRepeatedNames(item.options, context, (index) => ['options', index, 'name'], `a sub-option of ${item.name}`),
  );

const priceListShape = {
  deerProcessingCents: cents,
  hogUnder200Cents: cents,
  hogPerPoundCents: cents,
  prep: z.array(PrepPriceSchema).max(PRICE_LIMITS.subOptions),
  addons: z.array(AddonSchema).max(PRICE_LIMITS.addonItems, PRICE_MESSAGES.tooManyItems),
};

function refineList(list: { prep: { name: string }[]; addons: { name: string }[] }, context: z.RefinementCtx) {
  flagRepeatedNames(list.addons, context, (index) => ['addons', index, 'name'], 'an add-on item');
  // Prep is stored as add-on rows named 'Skinning' or 'Caped', so no item may share those names.
  const prepNames = new Set(list.prep.map((option) => nameKey(option.name)));
  list.addons.forEach((item, index) => {
    if (prepNames.has(nameKey(item.name))) {
      context.addIssue({
        code: 'custom',
        path: ['addons', index, 'name'],
        message: `${item.name} is a prep option; give the add-on another name.`,
      });
    }
  });
}

export const PriceListInputSchema = z.object(priceListShape).superRefine(refineList);

export const SavePricesInputSchema = z
  .object({
    ...priceListShape,
    base_version: z.number({ error: 'Say which version you edited (base_version).' }).int().min(1),
  })
  .superRefine(refineList);
export type SavePricesBody = z.output<typeof SavePricesInputSchema>;

/** GET /api/shop/prices/:version: a version number, else that version is not found. */
export const PriceVersionParamSchema = z.object({ version: z.coerce.number().int().min(1).max(2_147_483_647) });
