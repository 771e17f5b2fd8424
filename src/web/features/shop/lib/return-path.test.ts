import { describe, expect, it } from 'vitest';
import { passwordPathFor, returnPathFrom, safeReturnPath, signInPathFor } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a shop path with its query and hash', () => {
    expect(safeReturnPath('/shop')).toBe('/shop');
    expect(safeReturnPath('/shop/orders/GM-1042')).toBe('/shop/orders/GM-1042');
    expect(safeReturnPath('/shop?stage=ready&q=smith#top')).toBe('/shop?stage=ready&q=smith#top');
    expect(safeReturnPath('/shop/staff/')).toBe('/shop/staff/');
  });

  it('refuses other sites, scheme-relative and backslash tricks', () => {
    for (const value of [
      'https://evil.example/shop',
      '//evil.example/shop',
      '/\\evil.example/shop',
      '\\\\evil.example',
      'javascript:alert(1)',
      'shop/staff',
      '/shop\\..\\..\\evil',
      '/shop/\u0000',
      '/shop\n/staff',
    ]) {
      expect(safeReturnPath(value), value).toBeNull();
    }
  });

  it('refuses customer pages and paths that only look like the shop', () => {
    expect(safeReturnPath('/')).toBeNull();
    expect(safeReturnPath('/order-details')).toBeNull();
    expect(safeReturnPath('/shopping')).toBeNull();
    expect(safeReturnPath('/shop/../order-details')).toBeNull();
    expect(safeReturnPath('/shop/%2e%2e/review-order')).toBeNull();
  });

  it('refuses the pages that lead into the shop, which would go round in a circle', () => {
    expect(safeReturnPath('/shop/sign-in')).toBeNull();
    expect(safeReturnPath('/shop/sign-in?next=/shop/staff')).toBeNull();
    expect(safeReturnPath('/shop/setup?token=abc')).toBeNull();
    expect(safeReturnPath('/shop/password')).toBeNull();
  });

  it('refuses nothing and overlong values', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(`/shop/${'a'.repeat(2000)}`)).toBeNull();
  });
});

describe('the sign-in round trip', () => {
  it('sends to sign-in with the page asked for, and back to it', () => {
    const signIn = signInPathFor('/shop/orders/GM-1042?tab=history');
    expect(signIn).toBe('/shop/sign-in?next=%2Fshop%2Forders%2FGM-1042%3Ftab%3Dhistory');
    expect(returnPathFrom(new URL(signIn, 'http://x').search)).toBe('/shop/orders/GM-1042?tab=history');
  });

  it('leaves the board implicit and falls back to it', () => {
    expect(signInPathFor('/shop')).toBe('/shop/sign-in');
    expect(returnPathFrom('')).toBe('/shop');
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example')).toBe('/shop');
    expect(returnPathFrom('?next=%2F%2Fevil.example%2Fshop')).toBe('/shop');
  });

  it('carries the page asked for through the password change', () => {
    expect(passwordPathFor('/shop/settings')).toBe('/shop/password?next=%2Fshop%2Fsettings');
    expect(passwordPathFor('/shop')).toBe('/shop/password');
    expect(passwordPathFor('//evil.example')).toBe('/shop/password');
  });
});
