import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderConfirmation } from '../../domain/schemas';
import {
  CONFIRMATION_DAYS,
  forgetConfirmation,
  hasKeptConfirmation,
  keepConfirmation,
  readKeptConfirmation,
} from './order-confirmation';

const CONFIRMATION: OrderConfirmation = {
  order_number: 'GM-1042',
  channels: ['email'],
  status_path: '/status/abcdefghijklmnopqrstuv',
  shop: { name: 'Ridge Line Meats', phone: '(555) 201-7788', address: '12 Mill Road' },
};
const CUSTOMER = { email: 'jo@example.com', phone_number: '555 222 3333' };
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 27, 12);

beforeEach(() => localStorage.clear());

describe('the kept confirmation', () => {
  it('keeps the email and phone only for the channels the confirmation goes to', () => {
    keepConfirmation(CONFIRMATION, CUSTOMER, NOW);
    expect(readKeptConfirmation(NOW)).toMatchObject({ email: 'jo@example.com', phone: null, order_number: 'GM-1042' });
    keepConfirmation({ ...CONFIRMATION, channels: ['sms'] }, CUSTOMER, NOW);
    expect(readKeptConfirmation(NOW)).toMatchObject({ email: null, phone: '555 222 3333' });
    expect(localStorage.getItem('orderConfirmation')).not.toContain('jo@example.com');
  });

  it(`lasts ${CONFIRMATION_DAYS} days, then is forgotten`, () => {
    keepConfirmation(CONFIRMATION, CUSTOMER, NOW);
    expect(readKeptConfirmation(NOW + CONFIRMATION_DAYS * DAY - 1)).not.toBeNull();
    expect(readKeptConfirmation(NOW + CONFIRMATION_DAYS * DAY)).toBeNull();
    expect(hasKeptConfirmation()).toBe(false);
  });

  it('forgets one that is dismissed, unreadable, or whose link is not a status page', () => {
    keepConfirmation(CONFIRMATION, CUSTOMER, NOW);
    forgetConfirmation();
    expect(readKeptConfirmation(NOW)).toBeNull();
    localStorage.setItem('orderConfirmation', '{not json');
    expect(readKeptConfirmation(NOW)).toBeNull();
    keepConfirmation({ ...CONFIRMATION, status_path: 'https://elsewhere.example/' }, CUSTOMER, NOW);
    expect(readKeptConfirmation(NOW)).toBeNull();
    expect(hasKeptConfirmation()).toBe(false);
  });
});
