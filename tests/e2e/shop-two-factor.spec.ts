import type { Page } from '@playwright/test';
import zxing from '@zxing/library';
import type { SessionInfo } from '../../src/domain/shop/answers/accounts';
import { SHOP_API_PATHS } from '../../src/domain/shop/shop-api-paths';
import { totpCode } from '../../src/server/test/totp';
import { createStaffAccount, expect, expectNoAxeViolations, signInWith, test } from './fixtures';

/**
 * docs/shop.md 1: two-factor sign-in with an authenticator app, whose codes the test
 * computes from the key the page shows, as a phone would; then a sign-in with a code and with a recovery code.
 * A staff account of its own, so that no other test's sign-in meets a code.
 */
const { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = zxing;

/**
 * The QR code's pixels, as drawn, decoded by ZXing's QR reader: at four pixels per unit of its viewBox, so
 * that each module has sharp edges, and in ZXing's mode for an image that is the code alone. Its finder for
 * a code in a photo missed one code in six of versions 8 and 9 that jsQR read every time (150 links tried),
 * and failed CI once (stop 39); the pure mode read all of them.
 */
async function readQrCode(page: Page): Promise<string> {
  const image = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(image).toBeVisible();
  const { width, height, pixels } = await image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const svg = decodeURIComponent(element.src.slice(element.src.indexOf(',') + 1));
    const units = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
    if (!units) throw new Error('the QR code has no viewBox');
    const size = units * 4;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(element, 0, 0, size, size);
    const data = context.getImageData(0, 0, size, size).data;
    // One grey value a pixel, as ZXing takes it.
    const grey: number[] = [];
    for (let index = 0; index < data.length; index += 4) grey.push(data[index] ?? 0);
    return { width: size, height: size, pixels: grey };
  });
  const source = new RGBLuminanceSource(Uint8ClampedArray.from(pixels), width, height);
  const hints = new Map([[DecodeHintType.PURE_BARCODE, true]]);
  return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
}

const REFUSED = /Failed to load resource: the server responded with a status of (400|401)/;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Shop' });

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/shop/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Code')).toBeVisible();
}

async function signOut(page: Page) {
  await nav(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

test('turning two-factor on, then signing in with a code and with a recovery code', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED);
  const account = await createStaffAccount(page.request, { name: 'Tess Twofactor' });
  await signInWith(page.request, account);
  const password = 'tess picks her own passphrase';
  const changed = await page.request.post(SHOP_API_PATHS.changePassword.href(), {
    data: { current_password: account.password, new_password: password },
  });
  expect(((await changed.json()) as SessionInfo).user.two_factor_enabled).toBe(false);

  await page.goto('/shop/two-factor');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const key = (await page.locator('dt:text-is("Key") + dd').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  // The QR code holds the same link as 'open it in the app', which holds the key.
  const link = (await page.getByRole('link', { name: 'open it in the app' }).getAttribute('href')) ?? '';
  expect(new URL(link).searchParams.get('secret')).toBe(key);
  expect(await readQrCode(page)).toBe(link);
  const recoveryCodes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await expectNoAxeViolations(page);
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByLabel('Code from the app')).toHaveAccessibleDescription(/This code is not correct\./);
  await page.getByLabel('Code from the app').fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in is on.').first()).toBeVisible();

  // Signing in: the password, then the code from the app.
  await signOut(page);
  await passwordStep(page, account.email, password);
  await expectNoAxeViolations(page);
  await page.getByLabel('Code').fill(totpCode(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // A recovery code instead, once.
  await signOut(page);
  await passwordStep(page, account.email, password);
  await page.getByLabel('Code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await signOut(page);
  await passwordStep(page, account.email, password);
  await page.getByLabel('Code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByLabel('Code')).toHaveAccessibleDescription(/This code is not correct\./);
});
