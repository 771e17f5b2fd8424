import type { FastifyPluginAsync } from 'fastify';
import { type ExportFile, ExportQuerySchema, SHOP_API_PATHS, exportFileName } from '../../domain/shop';
import type { Database } from '../db/client';
import { fastifyRouteOf } from '../http/api-route';
import { parseInput } from '../http/errors';
import { exportCsv } from './export-csv';

export type ExportRoutesOptions = { db: Database };

/** docs/shop.md 1: the export is the owner's. */
const OWNER = { shop: { roles: ['owner'] } } as const;

/** docs/shop.md 6: the season's orders out as CSV, one file per route, streamed as it is read. */
export const exportRoutes: FastifyPluginAsync<ExportRoutesOptions> = async (app, { db }) => {
  const route = (file: ExportFile) =>
    app.route({
      ...fastifyRouteOf(file === 'orders' ? SHOP_API_PATHS.exportOrders : SHOP_API_PATHS.exportLineItems),
      config: OWNER,
      handler: async (request, reply) => {
        const query = parseInput(ExportQuerySchema, request.query);
        // Once the first bytes are out a failure can only cut the file short; it is logged by kind only,
        // and a client that went away before the end is no failure of ours.
        const stream = await exportCsv(db, file, query, (error) => {
          const code = (error as { code?: unknown }).code;
          if (code === 'ERR_STREAM_PREMATURE_CLOSE') return;
          request.log.error({ err: { type: error.name, code } }, 'export failed');
        });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(file, query.from, query.to)}"`)
          .header('cache-control', 'no-store')
          .send(stream);
      },
    });
  route('orders');
  route('line-items');
};
