import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { InvalidInputError, type Language, MESSAGES, NotFoundError } from '../../domain';
import { checkPhoneNumber, normalisePhone } from '../../domain/phone-number';
import type { Database, Executor } from '../db/client';
import { type OrderRow, orders } from '../db/schema';
import { reorderCodes } from '../db/shop-schema';
import type { Limiter } from '../limits/limiter';
import type { Providers } from '../notifications/providers';
import { findOrderByStatusToken } from '../order-records/status-tokens';
import { readShopSettings } from '../settings/settings-store';
import { type CopiedOrder, copyOrderChoices } from './copy-order-choices';

/** docs/shop.md 17: a code works for 10 minutes and 5 tries; a phone number gets at most 3 an hour. */
export const REORDER_CODE_MS = 10 * 60 * 1000;
export const REORDER_CODE_TRIES = 5;
export const REORDER_CODES_PER_PHONE = { bucket: 'reorder-codes-phone', max: 3, windowMs: 60 * 60 * 1000 };

/** The one answer to a code asked for, whether the number has orders or not. */
export const REORDER_CODE_SENT = "If we have an order for this number, we've sent a code.";
export const REORDER_CODE_WRONG = 'That code is not right, or it has expired. Ask for a new one if you need to.';

export type ReorderDeps = {
  db: Database;
  limits: Pick<Limiter, 'hit' | 'keyOf'>;
  providers: Providers;
  smsAllowedCountries: readonly string[];
  log: { warn(message: string): void };
};

/** The number as E.164 and its keyed hash (never the number itself is stored), or a refusal at the field. */
function phoneOf(deps: ReorderDeps, text: string) {
  const phone = normalisePhone(text);
  if (!phone.ok) throw new InvalidInputError([{ path: 'phone_number', message: MESSAGES.invalidPhone.description }]);
  const national = phone.e164.slice(1 + phone.callingCode.length);
  return { ...phone, national, key: deps.limits.keyOf(`reorder phone ${phone.e164}`) };
}

const codeHashOf = (deps: ReorderDeps, phoneKey: string, code: string) =>
  deps.limits.keyOf(`reorder code ${phoneKey} ${code}`);

/** The number's most recent submitted order (not cancelled): its digits as typed, with or without the country's code. */
async function latestOrderOf(executor: Executor, phone: { national: string; callingCode: string }) {
  const [row] = await executor
    .select()
    .from(orders)
    .where(
      and(
        isNotNull(orders.stage),
        ne(orders.stage, 'cancelled'),
        or(eq(orders.phoneDigits, phone.national), eq(orders.phoneDigits, `${phone.callingCode}${phone.national}`)),
      ),
    )
    .orderBy(desc(orders.completedAt))
    .limit(1);
  return row ?? null;
}

const CODE_TEXT: Record<Language, (shop: string, code: string) => string> = {
  en: (shop, code) => `${shop}: your code for your last order is ${code}. It works for 10 minutes.`,
  es: (shop, code) => `${shop}: su código para su último pedido es ${code}. Sirve durante 10 minutos.`,
};

/**
 * docs/shop.md 17: 'Ordered with us before? Use your last order'. Counts the number (3 an hour, known or not, so
 * that the limit tells nothing), and for a number with an order stores a 6-digit code's keyed hash and sends
 * the code by SMS, or by email where the number cannot be texted. The sending is not awaited: the answer, and
 * its time, are the same whether the number has orders or not.
 */
export async function sendReorderCode(deps: ReorderDeps, phoneText: string): Promise<{ message: string }> {
  const phone = phoneOf(deps, phoneText);
  await deps.limits.hit(REORDER_CODES_PER_PHONE, phone.key);
  const source = await latestOrderOf(deps.db, phone);
  if (source) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await deps.db.insert(reorderCodes).values({
      phoneKey: phone.key,
      orderId: source.id,
      codeHash: codeHashOf(deps, phone.key, code),
      expiresAt: new Date(Date.now() + REORDER_CODE_MS),
    });
    void sendCode(deps, source, phone.e164, phoneText, code).catch((error: unknown) =>
      deps.log.warn(`a reorder code was not sent: ${error instanceof Error ? error.name : 'error'}`),
    );
  }
  return { message: REORDER_CODE_SENT };
}

async function sendCode(deps: ReorderDeps, source: OrderRow, e164: string, typed: string, code: string) {
  const shop = (await readShopSettings(deps.db)).shop_name || 'Your processor';
  const text = CODE_TEXT[source.language as Language](shop, code);
  if (checkPhoneNumber(typed, deps.smsAllowedCountries) === 'textable') {
    await deps.providers.sms.send({ to: e164, body: text, orderNumber: 'reorder code' });
  } else if (source.email) {
    await deps.providers.email.send({
      to: source.email,
      subject: text.split(':')[0] ?? shop,
      text,
      html: `<p>${text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`)}</p>`,
      orderNumber: 'reorder code',
    });
  }
}

/**
 * The right code, within its 10 minutes and 5 tries, once: a new order from the number's last one
 * (copyOrderChoices). A wrong one counts a try, committed before the refusal.
 */
export async function reorderWithCode(deps: ReorderDeps, phoneText: string, code: string): Promise<CopiedOrder> {
  const phone = phoneOf(deps, phoneText);
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reorderCodes)
      .where(
        and(eq(reorderCodes.phoneKey, phone.key), isNull(reorderCodes.usedAt), gt(reorderCodes.expiresAt, new Date())),
      )
      .orderBy(desc(reorderCodes.createdAt))
      .limit(1)
      .for('update');
    if (!row || row.attempts >= REORDER_CODE_TRIES) return null;
    if (row.codeHash !== codeHashOf(deps, phone.key, code)) {
      await tx
        .update(reorderCodes)
        .set({ attempts: sql`${reorderCodes.attempts} + 1` })
        .where(eq(reorderCodes.id, row.id));
      return null;
    }
    await tx.update(reorderCodes).set({ usedAt: new Date() }).where(eq(reorderCodes.id, row.id));
    const [source] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
    if (!source) return null;
    return copyOrderChoices(tx, source);
  });
  if (!outcome) throw new InvalidInputError([{ path: 'code', message: REORDER_CODE_WRONG }]);
  return outcome;
}

/** docs/shop.md 17: 'Order again' on a past order's status page: its link proves the customer, no code needed. */
export async function reorderFromStatusLink(db: Database, token: string): Promise<CopiedOrder> {
  return db.transaction(async (tx) => {
    const source = await findOrderByStatusToken(tx, token);
    if (!source) throw new NotFoundError('Order not found.');
    return copyOrderChoices(tx, source);
  });
}

/**
 * Codes are of no use after their 10 minutes: the hourly draft purge (purge-drafts.ts) deletes them, used or
 * not, a day after they expired (a day leaves their tries and uses to read when something went wrong).
 */
export async function purgeExpiredReorderCodes(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(reorderCodes)
    .where(lt(reorderCodes.expiresAt, cutoff))
    .returning({ id: reorderCodes.id });
  return deleted.length;
}
