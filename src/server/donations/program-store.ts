import { asc, eq, sql } from 'drizzle-orm';
import { InvalidInputError, NotFoundError } from '../../domain';
import {
  DONATION_MESSAGES,
  type DonationPays,
  type DonationProgram,
  type DonationProgramInput,
  type DonationPrograms,
  programTermsText,
} from '../../domain/shop';
import type { Staff } from '../lib/staff';
import type { Database, Executor } from '../db/client';
import { type DonationProgramRow, donationPrograms, staffEvents } from '../db/shop-schema';

export function programOf(row: DonationProgramRow): DonationProgram {
  return {
    id: row.id,
    name: row.name,
    pays: row.pays as DonationPays,
    rate_cents: row.rateCents,
    invoice_contact: row.invoiceContact,
    hold_for_cwd: row.holdForCwd,
    retired: row.retiredAt !== null,
  };
}

/** Every program, retired ones too (old orders name them), by name. */
export async function listDonationPrograms(executor: Executor): Promise<DonationPrograms> {
  const rows = await executor
    .select()
    .from(donationPrograms)
    .orderBy(asc(sql`lower(${donationPrograms.name})`));
  return { programs: rows.map(programOf) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function readDonationProgram(executor: Executor, id: string): Promise<DonationProgramRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await executor.select().from(donationPrograms).where(eq(donationPrograms.id, id));
  return row ?? null;
}

const programNotFound = () => new NotFoundError('Donation program not found.');

/** The name's unique index refused a name another program has (in any case). */
function isNameTaken(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'donation_programs_name_key') return true;
  }
  return false;
}

async function nameTakenToField<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isNameTaken(error)) {
      throw new InvalidInputError([{ path: 'name', message: DONATION_MESSAGES.programNameTaken }]);
    }
    throw error;
  }
}

function columnsOf(input: DonationProgramInput) {
  return {
    name: input.name,
    pays: input.pays,
    rateCents: input.rate_cents,
    invoiceContact: input.invoice_contact,
    holdForCwd: input.hold_for_cwd,
  };
}

function describe(program: DonationProgram): string {
  const hold = program.hold_for_cwd ? ', holds donated animals until the CWD result' : '';
  return `${program.name} (${programTermsText(program)}${hold})`;
}

/** The owner adds a program; the shop's history (staff_events) says who and what, in the same transaction. */
export function createDonationProgram(
  db: Database,
  staff: Staff,
  input: DonationProgramInput,
): Promise<DonationProgram> {
  return nameTakenToField(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(donationPrograms)
        .values({ ...columnsOf(input), retiredAt: input.retired ? new Date() : null })
        .returning();
      if (!row) throw new Error('insert returned no row');
      const program = programOf(row);
      await tx.insert(staffEvents).values({
        actorId: staff.id,
        actorName: staff.name,
        subjectId: null,
        kind: 'donation_program_added',
        summary: `Donation program added: ${describe(program)}`,
      });
      return program;
    }),
  );
}

/**
 * The owner edits a program or retires it (never deletes it). Orders already donated keep the terms they were
 * given (ADR 1301); a change is recorded with what it was and what it became.
 */
export function saveDonationProgram(
  db: Database,
  staff: Staff,
  id: string,
  input: DonationProgramInput,
): Promise<DonationProgram> {
  return nameTakenToField(() =>
    db.transaction(async (tx) => {
      if (!UUID.test(id)) throw programNotFound();
      const [before] = await tx.select().from(donationPrograms).where(eq(donationPrograms.id, id)).for('update');
      if (!before) throw programNotFound();
      const retiredAt = input.retired ? (before.retiredAt ?? new Date()) : null;
      const [row] = await tx
        .update(donationPrograms)
        .set({ ...columnsOf(input), retiredAt, updatedAt: new Date() })
        .where(eq(donationPrograms.id, id))
        .returning();
      if (!row) throw programNotFound();
      const [was, now] = [programOf(before), programOf(row)];
      if (JSON.stringify(was) !== JSON.stringify(now)) {
        const retired = was.retired !== now.retired ? (now.retired ? ' (retired)' : ' (back in use)') : '';
        await tx.insert(staffEvents).values({
          actorId: staff.id,
          actorName: staff.name,
          subjectId: null,
          kind: 'donation_program_changed',
          summary: `Donation program changed${retired}: ${describe(was)} → ${describe(now)}`,
        });
      }
      return now;
    }),
  );
}

export { programNotFound };
