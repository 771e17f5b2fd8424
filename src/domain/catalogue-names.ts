import type { Language } from './language';
import type { PriceList } from './price-list';
import type { Receipt, ReceiptSection } from './receipt';

/**
 * ADR 0610: the default catalogue's names in Spanish, for a Spanish customer's screens, review, status page
 * and messages. The order, the shop's screens, labels, cut sheets and exports keep the shop's (English)
 * names; only what a Spanish customer reads is translated, when it is read. A name the owner added or
 * changed is shown as written, unless the owner gave it a Spanish name on the prices page
 * (`spanishName`, which wins over these).
 */
export const SPANISH_CATALOGUE_NAMES: Readonly<Record<string, string>> = {
  // Deer cuts and their options
  'Hind Quarters': 'Cuartos traseros',
  Roast: 'Asado',
  'Cube Steak': 'Bistec ablandado',
  'Stew Meat': 'Carne para guisar',
  Backstrap: 'Lomo de espalda',
  Whole: 'Entero',
  Butterfly: 'En mariposa',
  Steak: 'Bistec',
  Tenderloin: 'Solomillo',
  'Neck Roast': 'Asado de cuello',
  Ribs: 'Costillas',
  Ground: 'Molida',
  Other: 'Otro',
  // Hog cuts
  'Ham Roast': 'Asado de jamón',
  Loin: 'Lomo',
  Chops: 'Chuletas',
  'Boston Butt': 'Paleta de cerdo',
  Bacon: 'Tocino',
  Sausage: 'Salchicha',
  'Spare Ribs': 'Costillas de falda',
  Steaks: 'Bistecs',
  Jowl: 'Papada',
  Ears: 'Orejas',
  // Sausage flavours
  Hot: 'Picante',
  Medium: 'Medio',
  Mild: 'Suave',
  Maple: 'Arce',
  Onion: 'Cebolla',
  'Hot Italian': 'Italiana picante',
  'Sweet Italian': 'Italiana dulce',
  'Zesty Italian': 'Italiana condimentada',
  Brat: 'Bratwurst',
  // Prep services
  Skinning: 'Desollado',
  Caped: 'Capa para trofeo',
  // Add-ons and their options
  'Ground Sausage': 'Salchicha molida',
  'Sausage Links': 'Salchichas en tripa',
  'Hamburger Patties': 'Tortas de hamburguesa',
  'Onion Steak Patties': 'Tortas de bistec con cebolla',
  'Jalapeno Cheese Burger': 'Hamburguesa de jalapeño y queso',
  'Jalapeno Cheese Bacon Burger': 'Hamburguesa de jalapeño, queso y tocino',
  'Bacon Burger': 'Hamburguesa con tocino',
  'Cajun Burger': 'Hamburguesa cajún',
  'Lemon Pepper Burger': 'Hamburguesa de limón y pimienta',
  Shishkebabs: 'Brochetas',
  'Snack Stix': 'Palitos de carne',
  'Summer Sausage': 'Salami de verano',
  'Smoked Sausage': 'Salchicha ahumada',
  'Pickled Bites': 'Bocaditos en escabeche',
  Pepperoni: 'Pepperoni',
  Jerky: 'Carne seca',
  'Variety Pack': 'Paquete variado',
  'Pepperoni and Cheese': 'Pepperoni y queso',
  Cheese: 'Queso',
  Plain: 'Natural',
  Regular: 'Clásica',
  Teriyaki: 'Teriyaki',
};

/** The Spanish names the owner gave on the prices page, by the shop's name of the item. */
export function ownSpanishNames(prices: Pick<PriceList, 'addons'> | null | undefined): Record<string, string> {
  const names: Record<string, string> = {};
  for (const item of prices?.addons ?? []) {
    const spanish = item.spanishName?.trim();
    if (spanish) names[item.name] = spanish;
  }
  return names;
}

/** Where an order's stored name splits: 'Backstrap - Whole', 'Ground Sausage - Mild', 'Other - heart'. */
const PART_SEPARATOR = ' - ';

/**
 * A catalogue name, or a name as an order stores it, as a customer of `language` reads it. Each part of a
 * stored name ('item - option') is translated on its own; what follows 'Other' is the customer's own text.
 * A name with no Spanish one is shown as written.
 */
export function catalogueNameIn(language: Language, name: string, own: Readonly<Record<string, string>> = {}): string {
  if (language !== 'es') return name;
  const whole = own[name] ?? SPANISH_CATALOGUE_NAMES[name];
  if (whole) return whole;
  const [first = '', ...rest] = name.split(PART_SEPARATOR);
  if (rest.length === 0) return name;
  const head = own[first] ?? SPANISH_CATALOGUE_NAMES[first] ?? first;
  if (first === 'Other') return [head, ...rest].join(PART_SEPARATOR);
  return [head, ...rest.map((part) => SPANISH_CATALOGUE_NAMES[part] ?? part)].join(PART_SEPARATOR);
}

/** A price text ('$15.00/Jar') as a customer of `language` reads it; '/lb' is the same in both. */
export function priceTextIn(language: Language, text: string): string {
  return language === 'es' ? text.replace(/\/Jar$/, '/frasco') : text;
}

/** The receipt as a customer of `language` reads it: its cuts, prep and add-ons named in that language. */
export function receiptNamesIn(
  receipt: Receipt,
  language: Language,
  own: Readonly<Record<string, string>> = {},
): Receipt {
  if (language === 'en') return receipt;
  const name = (text: string) => catalogueNameIn(language, text, own);
  const section = (part: ReceiptSection | null): ReceiptSection | null =>
    part && {
      ...part,
      lines: part.lines.map((line) => ({
        ...line,
        label: name(line.label),
        unitPriceText: line.unitPriceText === null ? null : priceTextIn(language, line.unitPriceText),
      })),
    };
  return {
    ...receipt,
    prep: section(receipt.prep),
    addons: section(receipt.addons),
    processing: { ...receipt.processing, cuts: receipt.processing.cuts.map(name) },
  };
}
