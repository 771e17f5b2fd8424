import { z } from 'zod';
import { freeText } from '../free-text-schema';
import { moment } from './answers/answer-parts';

/** docs/shop.md 15: the lobby's counter tablets, each named by the owner ('Lobby', 'Front desk'). */
export const COUNTER_TABLET_NAME_MAX = 40;

export const CounterTabletInputSchema = z.object({
  name: freeText(COUNTER_TABLET_NAME_MAX, { missing: 'Give the tablet a name.' }).min(1, 'Give the tablet a name.'),
});
export type CounterTabletInput = z.infer<typeof CounterTabletInputSchema>;

/** One tablet as the owner's list shows it: its name, when it was set up and when it was last used. */
export const CounterTabletSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: moment,
  last_used_at: moment.nullable(),
});
export type CounterTablet = z.infer<typeof CounterTabletSchema>;

/** The tablets in use, oldest first (a removed one is kept for its orders' history, not listed). */
export const CounterTabletsSchema = z.object({ tablets: z.array(CounterTabletSchema) });
export type CounterTablets = z.infer<typeof CounterTabletsSchema>;

/** GET /api/counter-tablet: the name of the counter tablet this device is (the tablet's own question). */
export const CounterTabletInfoSchema = z.object({ name: z.string() });
export type CounterTabletInfo = z.infer<typeof CounterTabletInfoSchema>;
