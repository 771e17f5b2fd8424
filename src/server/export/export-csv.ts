import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { type PriceList, buildReceipt } from '../../domain';
import {
  type ExportFile,
  type ExportQuery,
  LINE_ITEMS_CSV_HEADER,
  ORDERS_CSV_HEADER,
  lineItemCsvRows,
  orderCsvRow,
  stageDatesOf,
} from '../../domain/shop';
import type { Database } from '../db/client';
import { presentOrderDetails } from '../order-records/present-order';
import { readOrderPriceList } from '../prices/price-list-cache';
import { readShopSettings } from '../settings/settings-store';
import { type ExportedOrder, readExportPages } from './read-export';

/** One order's rows of the file: one in orders.csv, one per receipt line in line-items.csv. */
function rowsOf(file: ExportFile, exported: ExportedOrder, prices: PriceList): string[][] {
  const { row, local } = exported;
  const details = presentOrderDetails(row, exported.cuts, exported.addons, prices);
  const receipt = buildReceipt(details);
  if (file === 'line-items') {
    return lineItemCsvRows(receipt, new Map(details.addons.map((addon) => [addon.addon_name, addon.quantity])));
  }
  const stageDates = {
    ...stageDatesOf(exported.events, {
      checked_in: local.checkedIn,
      picked_up: local.pickedUp,
      [row.stage]: local.stageChanged,
    }),
    // The submission time the board shows and the range selects on.
    submitted: local.submitted,
  };
  return [
    orderCsvRow({
      receipt,
      tagNumber: row.tagNumber,
      stage: row.stage,
      stageDates,
      hogWeightLbs: row.animalType === 'Hog' && row.weightOption === 'over200' ? row.weightPounds : null,
      hangingWeightLbs: row.hangingWeightLbs,
      finishedWeightLbs: row.finishedWeightLbs,
      paidCents: exported.paidCents,
      balanceDueCents: exported.balanceDueCents,
      dropOffDay: row.dropOffDay,
      dropOffWaitlist: row.dropOffWaitlist,
    }),
  ];
}

async function* recordsOf(db: Database, file: ExportFile, query: ExportQuery, timeZone: string) {
  yield [...(file === 'orders' ? ORDERS_CSV_HEADER : LINE_ITEMS_CSV_HEADER)];
  for await (const page of readExportPages(db, query, timeZone)) {
    // Each order is presented with its own price list (docs/shop.md 5); a page rarely spans more than one.
    const lists = new Map<number, PriceList>();
    for (const version of new Set(page.map((order) => order.row.priceVersion))) {
      lists.set(version, await readOrderPriceList(db, version));
    }
    for (const order of page) yield* rowsOf(file, order, lists.get(order.row.priceVersion) as PriceList);
  }
}

/**
 * docs/shop.md 6: the file as a stream. The records are pulled from the database a page at a time only as
 * fast as the client reads (the pipeline's backpressure), so memory stays flat however many orders the
 * range holds; a client that goes away stops the reading. UTF-8 with a byte order mark, so that Excel
 * reads names with accents and emoji; CRLF line ends (RFC 4180).
 */
export async function exportCsv(
  db: Database,
  file: ExportFile,
  query: ExportQuery,
  onError: (error: Error) => void,
): Promise<NodeJS.ReadableStream> {
  const { time_zone: timeZone } = await readShopSettings(db);
  const source = Readable.from(recordsOf(db, file, query, timeZone));
  return pipeline(source, stringify({ bom: true, record_delimiter: 'windows' }), (error) => {
    if (error) onError(error);
  });
}
