import type { DonationProgramInput } from '../../../../domain/shop/donation-schemas';
import { SHOP_API_PATHS } from '../../../../domain/shop/shop-api-paths';
import { shopRequest } from '../lib/shop-request';

/** docs/shop.md 12: the owner's programs and one program's donated animals over a range of days. */
export type DonationsRange = { program: string; from: string; to: string };

const query = (range: DonationsRange) => new URLSearchParams(range).toString();

export const getDonationPrograms = () => shopRequest('donationPrograms', []);
export const createDonationProgram = (input: DonationProgramInput) =>
  shopRequest('createDonationProgram', [], { body: input });
export const saveDonationProgram = (id: string, input: DonationProgramInput) =>
  shopRequest('saveDonationProgram', [id], { body: input });
export const getDonations = (range: DonationsRange) => shopRequest('donations', [], { query: `?${query(range)}` });

/** A plain link downloads with the session cookie and keeps the file's name from the answer. */
export const donationsCsvHref = (range: DonationsRange) => `${SHOP_API_PATHS.donationsCsv.href()}?${query(range)}`;
