/**
 * How many labels one print may ask for (docs/shop.md 3: default 1). Apart from the schema, so that the labels
 * page reads it without loading zod.
 */
export const LABEL_COUNT = { min: 1, max: 100, default: 1 } as const;
