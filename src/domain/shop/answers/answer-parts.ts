import { z } from 'zod';

/**
 * The pieces the shop's answer schemas are made of. Each answer is a zod schema the server's tests assert
 * and the shop's pages parse with; unknown keys are dropped rather than refused, so that a page left open
 * across a deploy still reads an answer that gained a field.
 */

/** An amount in cents, or a count: a whole number. */
export const wholeNumber = z.number().int();

/** A moment, as the server writes it (Date.toISOString()). */
export const moment = z.iso.datetime();

/** A day, 'YYYY-MM-DD' (in the shop's time zone). */
export const day = z.iso.date();

/**
 * Compiles only when a schema describes exactly a type kept by hand where zod may not go (a module the
 * customer's pages read, which must not pull zod into their chunks): each must be assignable to the other.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
