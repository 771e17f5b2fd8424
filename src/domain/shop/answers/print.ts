import { z } from 'zod';
import { ShopOrderSchema } from './order';

/** A Code 128 barcode: the text it encodes and its drawing, an SVG document without the text under it. */
export const BarcodeSchema = z.object({ text: z.string(), svg: z.string() });
export type Barcode = z.infer<typeof BarcodeSchema>;

/** What a printed page shows of the shop (docs/shop.md 3: name, phone and address), and its time zone for dates. */
export const PrintShopSchema = z.object({
  shop_name: z.string(),
  phone: z.string(),
  address: z.string(),
  time_zone: z.string(),
});
export type PrintShop = z.infer<typeof PrintShopSchema>;

/** The answer of GET …/print-sheet, POST …/cut-sheet and POST …/labels: everything the printed page needs. */
export const PrintSheetSchema = z.object({ order: ShopOrderSchema, shop: PrintShopSchema, barcode: BarcodeSchema });
export type PrintSheet = z.infer<typeof PrintSheetSchema>;
