import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BoardPage,
  type DonationProgram,
  type DonationPrograms,
  type DonationsReport,
  type ShopOrder,
  donationShareCents,
} from '../../domain/shop';
import { orders } from '../db/schema';
import { staffEvents } from '../db/shop-schema';
import { downloadCsv } from '../export/testing/csv-download';
import { checkedInOrder, expectedBalance, paymentPaths } from '../shop-orders/testing/payment-api';
import { type StaffClient, asStaff, ok, shopPaths, staffHistory } from '../shop-orders/testing/shop-api';
import { type TestStaff, createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { donationShareCentsSql } from '../order-records/share-sql';

const paths = {
  programs: '/api/shop/donation-programs',
  program: (id: string) => `/api/shop/donation-programs/${id}`,
  donation: (number: string) => `/api/shop/orders/${number}/donation`,
  report: (query: string) => `/api/shop/donations?${query}`,
  csv: (query: string) => `/api/shop/donations.csv?${query}`,
  cwdSample: (number: string) => `/api/shop/orders/${number}/cwd-sample`,
  cwdResult: (number: string) => `/api/shop/orders/${number}/cwd-result`,
};

let t: TestApp;
let ownerAccount: TestStaff;
let owner: StaffClient;
let staff: StaffClient;
beforeAll(async () => {
  t = await startTestApp();
  ownerAccount = await createSignedInStaff(t, { role: 'owner', name: 'Olive Owner' });
  owner = asStaff(t, ownerAccount);
  staff = asStaff(t, await createSignedInStaff(t, { role: 'staff', name: 'Casey Counter' }));
});
afterAll(() => t.close());

let programCount = 0;
async function addProgram(fields: Partial<DonationProgram> = {}): Promise<DonationProgram> {
  programCount += 1;
  return ok(
    await owner.post<DonationProgram>(paths.programs, {
      name: `Hunters for the Hungry ${programCount}`,
      pays: 'per_animal',
      rate_cents: 6_000,
      invoice_contact: 'billing@h4h.example',
      hold_for_cwd: false,
      ...fields,
    }),
  );
}

/** The order's balance as the board and every other reader see it, and the share the order page shows. */
async function readBack(number: string) {
  const order = ok(await staff.get(shopPaths.order(number)));
  return order;
}

const expectBalance = (order: ShopOrder) =>
  expect(order.balance_due_cents).toBe(expectedBalance(order) - order.donation.share_cents);

describe('donation programs', () => {
  it('the owner adds, edits and retires a program (never deleted); each change is in the shop history', async () => {
    const program = await addProgram({ name: 'Share the Harvest', pays: 'per_pound', rate_cents: 150 });
    expect(program).toMatchObject({ pays: 'per_pound', rate_cents: 150, retired: false, hold_for_cwd: false });
    const saved = ok(
      await owner.put<DonationProgram>(paths.program(program.id), {
        ...program,
        rate_cents: 175,
        hold_for_cwd: true,
        retired: true,
      }),
    );
    expect(saved).toMatchObject({ rate_cents: 175, hold_for_cwd: true, retired: true });
    const list = ok(await staff.get<DonationPrograms>(paths.programs));
    expect(list.programs.find((p) => p.id === program.id)).toMatchObject({ retired: true });
    const events = await t.database.db
      .select({ kind: staffEvents.kind, summary: staffEvents.summary })
      .from(staffEvents)
      .where(sql`${staffEvents.kind} like 'donation_program%'`);
    expect(events).toEqual(
      expect.arrayContaining([
        {
          kind: 'donation_program_added',
          summary: 'Donation program added: Share the Harvest ($1.50 per lb of hanging weight)',
        },
        {
          kind: 'donation_program_changed',
          summary:
            'Donation program changed (retired): Share the Harvest ($1.50 per lb of hanging weight) → Share the Harvest ($1.75 per lb of hanging weight, holds donated animals until the CWD result)',
        },
      ]),
    );
  });

  it('refuses staff, a taken name and a paying program without its amount, each at its field', async () => {
    const body = { name: 'Staff Program', pays: 'nothing' };
    expect((await staff.post(paths.programs, body)).status).toBe(403);
    await addProgram({ name: 'Taken Name' });
    const taken = await owner.post(paths.programs, { name: 'taken name', pays: 'nothing' });
    expect(taken.status).toBe(400);
    expect(taken.text).toContain('A program of that name already exists.');
    const noRate = await owner.post(paths.programs, { name: 'No Rate', pays: 'per_pound' });
    expect(noRate.status).toBe(400);
    expect(noRate.text).toContain('rate_cents');
    expect((await owner.put(paths.program('6f1c2b9e-0000-4000-8000-000000000000'), body)).status).toBe(404);
  });
});

describe("an order's donation", () => {
  it("a fixed program's share is a line of its own and the balance is what is left; recorded in the history", async () => {
    const program = await addProgram({ rate_cents: 6_000 });
    const number = await checkedInOrder(t, staff);
    const donated = ok(await staff.put(paths.donation(number), { donation: 'all', program_id: program.id }));
    expect(donated.donation).toMatchObject({
      choice: 'all',
      program: { id: program.id, name: program.name },
      terms: { pays: 'per_animal', rate_cents: 6_000 },
      share_cents: 6_000,
    });
    expect(donated.balance_due_cents).toBe(12_500 - 6_000);
    expect(staffHistory(donated)[0]).toMatchObject({
      kind: 'donation',
      actor: 'Casey Counter',
      summary: `Donation: Donate all to ${program.name}`,
      before: { donation: 'keep', program: null, share_cents: 0 },
      after: { donation: 'all', program: program.name, share_cents: 6_000 },
    });
    // A payment of the rest, voided: only payments not voided count.
    const paid = ok(await staff.post(paymentPaths.payments(number), { amount_cents: 6_500, method: 'cash' }));
    expect(paid.balance_due_cents).toBe(0);
    const payment = paid.payments[0];
    const voided = ok(await staff.post(paymentPaths.void(number, payment?.id ?? ''), { reason: 'Wrong order' }));
    expect(voided.balance_due_cents).toBe(6_500);
    expectBalance(voided);
    // A part of the animal: a fixed program pays for a whole animal only.
    const part = ok(
      await staff.put(paths.donation(number), { donation: 'part', program_id: program.id, pounds_donated: 30 }),
    );
    expect(part.donation).toMatchObject({ choice: 'part', share_cents: 0, pounds_donated: 30 });
    expect(part.balance_due_cents).toBe(12_500);
    const kept = ok(await staff.put(paths.donation(number), { donation: 'keep' }));
    expect(kept.donation).toMatchObject({ choice: 'keep', program: null, share_cents: 0 });
    expect(staffHistory(kept)[0]).toMatchObject({ summary: 'Donation: Keep' });
    // The same again changes nothing and records nothing.
    const again = ok(await staff.put(paths.donation(number), { donation: 'keep' }));
    expect(staffHistory(again)).toHaveLength(staffHistory(kept).length);
  });

  it('per pound: the share follows the hanging weight, the pounds donated and the total, on every edit', async () => {
    const program = await addProgram({ pays: 'per_pound', rate_cents: 125 });
    const number = await checkedInOrder(t, staff);
    const all = ok(await staff.put(paths.donation(number), { donation: 'all', program_id: program.id }));
    // Not weighed yet: nothing until the hanging weight is in.
    expect(all.donation).toMatchObject({ share_cents: 0, donated_pounds: null });
    const weighed = ok(
      await staff.put(shopPaths.dropOff(number), { tag_number: all.drop_off.tag_number, hanging_weight_lbs: 96.5 }),
    );
    // $1.25 x 96.5 = $120.625 -> $120.63
    expect(weighed.donation).toMatchObject({ share_cents: 12_063, donated_pounds: 96.5 });
    expect(weighed.balance_due_cents).toBe(12_500 - 12_063);
    // Heavier: the share stops at the order's total.
    const heavy = ok(
      await staff.put(shopPaths.dropOff(number), { tag_number: all.drop_off.tag_number, hanging_weight_lbs: 140 }),
    );
    expect(heavy.donation.share_cents).toBe(12_500);
    expect(heavy.balance_due_cents).toBe(0);
    // The total grows with an add-on: the share with it (up to $175.00), the customer pays the rest.
    const bigger = ok(await staff.put(shopPaths.addons(number), { addons: [{ addon_name: 'Bacon', quantity: 10 }] }));
    const total = bigger.details.totals.grand_total_cents;
    expect(total).toBeGreaterThan(12_500);
    expect(bigger.donation.share_cents).toBe(Math.min(17_500, total));
    expectBalance(bigger);
    const part = ok(
      await staff.put(paths.donation(number), { donation: 'part', program_id: program.id, pounds_donated: 40.3 }),
    );
    expect(part.donation).toMatchObject({ share_cents: 5_038, donated_pounds: 40.3 });
    expectBalance(part);
  });

  it('refuses pounds over the hanging weight, a retired program and an unknown one at the field', async () => {
    const program = await addProgram({ pays: 'per_pound', rate_cents: 100 });
    const number = await checkedInOrder(t, staff);
    const order = ok(await staff.get(shopPaths.order(number)));
    ok(await staff.put(shopPaths.dropOff(number), { tag_number: order.drop_off.tag_number, hanging_weight_lbs: 80 }));
    const over = await staff.put(paths.donation(number), {
      donation: 'part',
      program_id: program.id,
      pounds_donated: 80.1,
    });
    expect(over.status).toBe(400);
    expect(over.text).toContain('pounds_donated');
    expect(over.text).toContain('Pounds donated cannot be more than the hanging weight (80 lbs).');
    const noPounds = await staff.put(paths.donation(number), { donation: 'part', program_id: program.id });
    expect(noPounds.text).toContain('Enter the pounds donated.');
    const unknown = await staff.put(paths.donation(number), {
      donation: 'all',
      program_id: '6f1c2b9e-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('That program does not exist.');

    // A retired program stays on the order that has it, but is not chosen anew.
    ok(await staff.put(paths.donation(number), { donation: 'all', program_id: program.id }));
    ok(await owner.put(paths.program(program.id), { ...program, retired: true }));
    const kept = ok(
      await staff.put(paths.donation(number), { donation: 'part', program_id: program.id, pounds_donated: 20 }),
    );
    expect(kept.donation.program).toMatchObject({ retired: true });
    const other = await checkedInOrder(t, staff);
    const refused = await staff.put(paths.donation(other), { donation: 'all', program_id: program.id });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('That program is retired; choose another.');
  });

  it('keeps the terms it was given when the owner edits the program; a program change is recorded', async () => {
    const first = await addProgram({ rate_cents: 6_000 });
    const second = await addProgram({ pays: 'nothing' });
    const number = await checkedInOrder(t, staff);
    ok(await staff.put(paths.donation(number), { donation: 'all', program_id: first.id }));
    ok(await owner.put(paths.program(first.id), { ...first, rate_cents: 7_500 }));
    const order = await readBack(number);
    expect(order.donation).toMatchObject({ terms: { rate_cents: 6_000 }, share_cents: 6_000 });
    const moved = ok(await staff.put(paths.donation(number), { donation: 'all', program_id: second.id }));
    expect(moved.donation).toMatchObject({
      program: { name: second.name },
      terms: { pays: 'nothing' },
      share_cents: 0,
    });
    expect(staffHistory(moved)[0]).toMatchObject({
      kind: 'donation',
      before: { program: first.name, pays: 'per_animal', rate_cents: 6_000, share_cents: 6_000 },
      after: { program: second.name, pays: 'nothing', rate_cents: 0, share_cents: 0 },
    });
    // Chosen again, the first program's terms are as they are now.
    const back = ok(await staff.put(paths.donation(number), { donation: 'all', program_id: first.id }));
    expect(back.donation.share_cents).toBe(7_500);
  });

  it('a program that holds donated animals keeps the order from being ready until the CWD result is in', async () => {
    const program = await addProgram({ hold_for_cwd: true });
    const number = await checkedInOrder(t, staff);
    const donated = ok(await staff.put(paths.donation(number), { donation: 'all', program_id: program.id }));
    expect(donated.cwd.hold).toBe('donation');
    // The board shows the hold and counts it under 'On hold', as it does a sample waiting for its result.
    const onHold = ok(await staff.get<BoardPage>(shopPaths.board(`stage=on_hold&q=${number}`)));
    expect(onHold.rows.map((row) => [row.order_number, row.hold])).toEqual([[number, 'donation']]);
    expect(onHold.counts.on_hold).toBe(1);
    ok(await staff.post(shopPaths.stage(number), { to: 'processing' }));
    const refused = await staff.post(shopPaths.stage(number), { to: 'ready' });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('holds donated animals until the CWD result');
    ok(await staff.post(paths.cwdSample(number), { sample_id: 'TX-CWD-7', taken_on: '2026-11-20' }));
    expect((await staff.post(shopPaths.stage(number), { to: 'ready' })).text).toContain(
      'Waiting for the CWD test result.',
    );
    ok(await staff.post(paths.cwdResult(number), { result: 'not_detected' }));
    expect(ok(await staff.post(shopPaths.stage(number), { to: 'ready' })).stage).toBe('ready');
    expect(ok(await staff.get<BoardPage>(shopPaths.board(`stage=on_hold&q=${number}`))).counts.on_hold).toBe(0);
    // Kept: no hold.
    const kept = await checkedInOrder(t, staff);
    expect(ok(await staff.get(shopPaths.order(kept))).cwd.hold).toBeNull();
  });
});

describe('/shop/donations', () => {
  it("lists a program's donated animals in the range with tag, confirmation, pounds and amount due, as JSON and CSV", async () => {
    const program = await addProgram({ name: 'Hunters Sharing the Harvest', pays: 'per_pound', rate_cents: 150 });
    const numbers: string[] = [];
    for (const [name, weight, choice, pounds] of [
      ['=Jo Hunter', 100, 'all', null],
      ['Al Archer', 90, 'part', 40.5],
      ['Cy Cancel', 70, 'all', null],
    ] as const) {
      const number = await checkedInOrder(t, staff, name);
      const tag = ok(await staff.get(shopPaths.order(number))).drop_off.tag_number;
      ok(
        await staff.put(shopPaths.dropOff(number), {
          tag_number: tag,
          hanging_weight_lbs: weight,
          confirmation_number: `CN-${number}`,
        }),
      );
      ok(await staff.put(paths.donation(number), { donation: choice, program_id: program.id, pounds_donated: pounds }));
      await t.database.db
        .update(orders)
        .set({ checkedInAt: new Date('2026-11-10T15:00:00Z') })
        .where(eq(orders.orderNumber, Number(number.slice(3))));
      numbers.push(number);
    }
    ok(await staff.post(shopPaths.cancel(numbers[2] ?? ''), { reason: 'Never brought in' }));
    const query = `program=${program.id}&from=2026-11-01&to=2026-11-30`;
    expect((await staff.get(paths.report(query))).status).toBe(403);
    const report = ok(await owner.get<DonationsReport>(paths.report(query)));
    expect(report.program.name).toBe('Hunters Sharing the Harvest');
    expect(
      report.entries.map((e) => [e.order_number, e.hunter_name, e.donation, e.pounds, e.amount_due_cents]),
    ).toEqual([
      [numbers[0], '=Jo Hunter', 'all', 100, 12_500],
      [numbers[1], 'Al Archer', 'part', 40.5, 6_075],
    ]);
    expect(report.entries[0]?.confirmation_number).toBe(`CN-${numbers[0]}`);
    expect(report.totals).toEqual({ animals: 2, pounds: 140.5, amount_due_cents: 18_575 });
    const outside = ok(
      await owner.get<DonationsReport>(paths.report(`program=${program.id}&from=2026-12-01&to=2026-12-31`)),
    );
    expect(outside.entries).toEqual([]);

    const csv = await downloadCsv(t, paths.csv(query), ownerAccount);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain(
      'donations-hunters-sharing-the-harvest-2026-11-01-to-2026-11-30.csv',
    );
    expect(csv.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.bytes.toString('utf8')).toContain('\r\n');
    expect(Object.keys(csv.rows[0] ?? {})).toEqual([
      'Date received',
      'Tag',
      'Order number',
      'Confirmation number',
      'Hunter',
      'Donated',
      'Pounds',
      'Amount due',
    ]);
    expect(csv.rows[0]?.Hunter).toBe("'=Jo Hunter");
    expect(csv.rows[1]).toMatchObject({ Donated: 'Donate part', Pounds: '40.5', 'Amount due': '60.75' });
    expect(Object.values(csv.rows[2] ?? {})).toEqual(['Total', '', '', '', '2 animals', '', '140.5', '185.75']);
    expect((await downloadCsv(t, paths.csv(query))).status).toBe(401);
    const bad = await owner.get(paths.report(`program=${program.id}&from=2026-11-30&to=2026-11-01`));
    expect(bad.status).toBe(400);
  });
});

describe('the share in SQL', () => {
  it('is the domain rule, on this database', async () => {
    const program = await addProgram({ pays: 'per_pound', rate_cents: 1 });
    const number = await checkedInOrder(t, staff);
    const where = eq(orders.orderNumber, Number(number.slice(3)));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('all' as const, 'part' as const),
        fc.constantFrom('per_animal' as const, 'per_pound' as const, 'nothing' as const),
        fc.integer({ min: 0, max: 999_999 }),
        fc.option(fc.integer({ min: 10, max: 15_000 }), { nil: null }),
        fc.integer({ min: 10, max: 15_000 }),
        fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
        async (choice, pays, rate, hangingTenths, poundsTenths, total) => {
          const hanging = hangingTenths === null ? null : hangingTenths / 10;
          const pounds = poundsTenths / 10;
          await t.database.db
            .update(orders)
            .set({
              donation: choice,
              donationProgramId: program.id,
              donationPays: pays,
              donationRateCents: rate,
              donationPounds: choice === 'part' ? pounds : null,
              hangingWeightLbs: hanging,
              totalCents: total,
            })
            .where(where);
          const [row] = await t.database.db.select({ share: donationShareCentsSql }).from(orders).where(where);
          const expected = donationShareCents(
            { choice, pounds_donated: choice === 'part' ? pounds : null, terms: { pays, rate_cents: rate } },
            { hanging_weight_lbs: hanging, total_cents: total },
          );
          expect(row?.share).toBe(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});
