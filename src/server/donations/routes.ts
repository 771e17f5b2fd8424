import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { UnauthenticatedError } from '../../domain';
import {
  DONATION_COLUMNS,
  DonationInputSchema,
  DonationProgramInputSchema,
  DonationsQuerySchema,
  type DonationsReport,
  SHOP_API_PATHS,
  donationCsvRow,
  donationTotals,
  donationTotalsCsvRow,
  donationsFileName,
} from '../../domain/shop';
import type { Database } from '../db/client';
import { fastifyRouteOf } from '../http/api-route';
import { parseInput } from '../http/errors';
import { readShopSettings } from '../settings/settings-store';
import { orderNumberOf } from '../shop-orders/shop-order-store';
import {
  createDonationProgram,
  listDonationPrograms,
  programNotFound,
  programOf,
  readDonationProgram,
  saveDonationProgram,
} from './program-store';
import { readDonations } from './read-donations';
import { setDonation } from './set-donation';

export type DonationRoutesOptions = { db: Database };

/** Staff choose a program for an order; the owner keeps the programs and reads what they owe. */
const STAFF = { shop: { roles: ['owner', 'staff'] } } as const;
const OWNER = { shop: { roles: ['owner'] } } as const;

function staffOf(request: FastifyRequest) {
  if (!request.staff) throw new UnauthenticatedError();
  return request.staff;
}

/**
 * ADR 1301: donation programs, the order's donation, and /shop/donations as JSON and as
 * CSV with the export's rules (UTF-8 with a byte order mark, CRLF, text guarded against formulas).
 */
export const donationRoutes: FastifyPluginAsync<DonationRoutesOptions> = async (app, { db }) => {
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.donationPrograms),
    config: STAFF,
    handler: () => listDonationPrograms(db),
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.createDonationProgram),
    config: OWNER,
    handler: (request) =>
      createDonationProgram(db, staffOf(request), parseInput(DonationProgramInputSchema, request.body)),
  });
  app.route<{ Params: { id: string } }>({
    ...fastifyRouteOf(SHOP_API_PATHS.saveDonationProgram),
    config: OWNER,
    handler: (request) =>
      saveDonationProgram(
        db,
        staffOf(request),
        request.params.id,
        parseInput(DonationProgramInputSchema, request.body),
      ),
  });
  app.route<{ Params: { number: string } }>({
    ...fastifyRouteOf(SHOP_API_PATHS.setDonation),
    config: STAFF,
    handler: (request) => {
      const staff = staffOf(request);
      return setDonation(
        db,
        { id: staff.id, name: staff.name },
        orderNumberOf(request.params.number),
        parseInput(DonationInputSchema, request.body),
      );
    },
  });

  const read = async (query: unknown): Promise<DonationsReport> => {
    const range = parseInput(DonationsQuerySchema, query);
    const program = await readDonationProgram(db, range.program);
    if (!program) throw programNotFound();
    const settings = await readShopSettings(db);
    const entries = await readDonations(db, range, settings.time_zone);
    return {
      from: range.from,
      to: range.to,
      shop_name: settings.shop_name,
      shop_address: settings.address,
      shop_phone: settings.phone,
      program: programOf(program),
      entries,
      totals: donationTotals(entries),
    };
  };
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.donations),
    config: OWNER,
    handler: (request) => read(request.query),
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.donationsCsv),
    config: OWNER,
    handler: async (request, reply) => {
      const report = await read(request.query);
      const csv = stringify(
        [[...DONATION_COLUMNS], ...report.entries.map(donationCsvRow), donationTotalsCsvRow(report.totals)],
        { bom: true, record_delimiter: 'windows' },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${donationsFileName(report.program.name, report.from, report.to)}"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
};
