import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsync } from 'fastify';
import {
  LOG_COLUMNS,
  LogQuerySchema,
  type ProcessorLog,
  SHOP_API_PATHS,
  logCsvRow,
  logFileName,
  stateProfileOf,
  stateRecordCsvRows,
} from '../../domain/shop';
import type { Database } from '../db/client';
import { fastifyRouteOf } from '../http/api-route';
import { parseInput } from '../http/errors';
import { readShopSettings } from '../settings/settings-store';
import { readProcessorLog } from './read-log';

export type ProcessorLogRoutesOptions = { db: Database };

/** The log is kept by whoever checks animals in: staff and owner (docs/shop.md 9, 'The processor's log'). */
const STAFF = { shop: { roles: ['owner', 'staff'] } } as const;

/**
 * docs/shop.md 9, 'The processor's log': /shop/log's entries, and the same entries as CSV with the export's rules
 * (UTF-8 with a byte order mark, CRLF, text guarded against formulas). A season's log is a few thousand short rows, so
 * the file is written whole rather than streamed like the export.
 */
export const processorLogRoutes: FastifyPluginAsync<ProcessorLogRoutesOptions> = async (app, { db }) => {
  const read = async (query: unknown) => {
    const range = parseInput(LogQuerySchema, query);
    const settings = await readShopSettings(db);
    return {
      range,
      shopName: settings.shop_name,
      state: settings.state,
      entries: await readProcessorLog(db, range, settings.time_zone),
    };
  };
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.processorLog),
    config: STAFF,
    handler: async (request): Promise<ProcessorLog> => {
      const { range, shopName, state, entries } = await read(request.query);
      return { ...range, shop_name: shopName, state, entries };
    },
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.processorLogCsv),
    config: STAFF,
    handler: async (request, reply) => {
      const { range, state, entries } = await read(request.query);
      // docs/shop.md 13: the shop's state's record, or the full log when its state has no rule here.
      const profile = stateProfileOf(state);
      const rows = profile ? stateRecordCsvRows(profile, entries) : [[...LOG_COLUMNS], ...entries.map(logCsvRow)];
      const csv = stringify(rows, { bom: true, record_delimiter: 'windows' });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${logFileName(range.from, range.to)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
};
