import type { APIRequestContext, Locator, Page } from '@playwright/test';
import zxing from '@zxing/library';
import type { AddonRowInput } from '../../src/domain/addon-encoding';
import { ADDON_ITEMS, type AnimalType, OTHER_CUT, cutsFor } from '../../src/domain/catalogue';
import { LIMITS } from '../../src/domain/limits';
import type { AnimalInput } from '../../src/domain/schemas';
import { SHOP_LIMITS } from '../../src/domain/shop/limits';
import { SHOP_API_PATHS } from '../../src/domain/shop/shop-api-paths';
import { DEFAULT_STORAGE_RULES } from '../../src/domain/shop/storage';
import {
  E2E_OWNER,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  signIn,
  signInWith,
  startIsolatedServer,
  test,
} from './fixtures';
import { pdfPages } from './pdf';
import { getShopOrder, randomTag, submitOrder, uniquePhone, uniqueWord } from './shop-fixtures';

// The package is CommonJS for Node: its names come with the default export.
const { BitArray, Code128Reader } = zxing;

/**
 * docs/shop.md 3: the cut sheet and the labels, on screen (390 px and 1280 px) and as Chromium prints them to
 * PDF: the sheet one page on Letter and on A4 for the largest order, the labels one 4x2 in page each.
 */

/** Text of exactly `length` characters, in words, as a person would type it. */
function prose(sentence: string, length: number): string {
  let text = '';
  while (text.length < length) text += `${sentence} `;
  return `${text.slice(0, length - 1).trimEnd()}.`.padEnd(length, '.');
}

/** Every cut of the animal with every sub-option, and 'Other' with 500 characters (docs/customer-flow.md 3, docs/customer-flow.md decision 10). */
function everyCut(animal: AnimalType): string[] {
  return cutsFor(animal).flatMap((cut) => {
    if (cut.name === OTHER_CUT) {
      return [`${OTHER_CUT} - ${prose('Keep the heart and liver, bag the trim for grinding', LIMITS.otherText)}`];
    }
    return cut.options.length > 0 ? cut.options.map((option) => `${cut.name} - ${option}`) : [cut.name];
  });
}

/** Every add-on and every sub-option, each with the widest quantity its unit allows. */
function everyAddon(): AddonRowInput[] {
  const quantity = (unit: string) => (unit === 'lb' ? 499.9 : unit === 'jar' ? LIMITS.jarsMax : 1);
  return ADDON_ITEMS.flatMap((item) =>
    item.options.length > 0
      ? item.options.map((option) => ({ addon_name: `${item.name} - ${option.name}`, quantity: quantity(item.unit) }))
      : [{ addon_name: item.name, quantity: quantity(item.unit) }],
  );
}

const LARGEST_ANIMALS: Record<AnimalType, AnimalInput> = {
  Deer: { animal_type: 'Deer', gender: 'Buck', prep: ['Skinning', 'Caped'] },
  Hog: { animal_type: 'Hog', gender: 'Boar', weight_option: 'over200', weight_pounds: 1499.9 },
};

/** The largest order there can be of the animal, checked in with every drop-off field at its longest. */
async function submitLargestOrder(request: APIRequestContext, animal: AnimalType) {
  const order = await submitOrder(request, {
    details: {
      full_name: prose('Maximilian Alexander Beauregard-Fitzgerald', LIMITS.fullName),
      phone_number: '+1 (555) 010-2000 ext. 123456'.padEnd(LIMITS.phone, '9'),
    },
    animal: LARGEST_ANIMALS[animal],
    cuts: everyCut(animal),
    addons: everyAddon(),
  });
  const response = await request.post(SHOP_API_PATHS.checkIn.href(order.order_number), {
    data: {
      tag_number: randomTag(),
      confirmation_number: 'X'.repeat(SHOP_LIMITS.confirmationNumber),
      hanging_weight_lbs: 1499.9,
      storage_location: prose('Cooler 12, rail 44, hook', SHOP_LIMITS.storageLocation),
      notes: prose('Broken left shoulder, bloodshot on both hams, tag on the right hind leg', SHOP_LIMITS.dropOffNotes),
    },
  });
  expect(response.ok(), `check-in answered ${response.status()}`).toBe(true);
  return order;
}

/** Pages of a PDF and the size of each, in points. */
async function pagesOf(pdf: Buffer) {
  const pages = await pdfPages(pdf);
  return { count: pages.length, sizes: pages.map(({ width, height }) => ({ width, height })) };
}

/**
 * Scans a barcode as the page shows it: its image drawn at twice its size, the middle row of pixels read
 * dark or light, and that row decoded by ZXing's Code 128 reader.
 */
async function scanBarcode(image: Locator): Promise<string> {
  const gray = await image.evaluate(async (element) => {
    const img = element as HTMLImageElement;
    await img.decode();
    const box = img.getBoundingClientRect();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(box.width * 2);
    canvas.height = Math.round(box.height * 2);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(img, 0, 0, canvas.width, canvas.height);
    const row = context.getImageData(0, Math.floor(canvas.height / 2), canvas.width, 1).data;
    return Array.from({ length: canvas.width }, (_, x) => row[x * 4 + 1] ?? 255);
  });
  const row = new BitArray(gray.length);
  gray.forEach((value, x) => {
    if (value < 128) row.set(x);
  });
  return new Code128Reader().decodeRow(0, row, new Map()).getText();
}

/** What a press of a 'Print' button did: window.print is counted instead of opening the print dialog. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  return () => page.evaluate(() => (window as unknown as { printed: number }).printed);
}

const history = (page: Page) => page.getByRole('region', { name: 'History', exact: true }).getByRole('listitem');

test.describe('with the shared server', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('the order page leads to the cut sheet, which shows the order, records the print and prints', async ({
    page,
  }) => {
    const printed = await countPrints(page);
    const name = uniqueWord('Cutsheet ');
    const phone = uniquePhone();
    const tag = randomTag();
    const order = await submitOrder(page.request, {
      details: { full_name: name, phone_number: phone },
      cuts: ['Backstrap - Whole', 'Ground', `${OTHER_CUT} - Keep the heart`],
      addons: [
        { addon_name: 'Sausage Links - Hot', quantity: 5 },
        { addon_name: 'Pickled Bites', quantity: 2 },
      ],
    });
    const number = order.order_number;
    await page.request.post(SHOP_API_PATHS.checkIn.href(number), {
      data: { tag_number: tag, notes: 'Broken left shoulder', storage_location: 'Cooler 2, rail 14' },
    });

    await page.goto(`/shop/orders/${number}`);
    await page.getByRole('link', { name: 'Print cut sheet' }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/orders/${number}/cut-sheet$`));
    await expect(page.getByRole('heading', { level: 1, name: `Cut sheet ${number}` })).toBeVisible();
    const sheet = page.getByRole('article', { name: `Cut sheet of order ${number}` });
    await expect(sheet).toContainText(`Order ${number}`);
    await expect(sheet.getByText(String(tag), { exact: true }).first()).toBeVisible();
    await expect(sheet.getByRole('img', { name: `Barcode ${tag}` })).toBeVisible();
    expect(await scanBarcode(sheet.getByRole('img', { name: `Barcode ${tag}` }))).toBe(String(tag));
    for (const text of [
      name,
      phone,
      'Deer',
      'Buck',
      'Skinning',
      'Backstrap - Whole',
      'Other: Keep the heart',
      'Sausage Links - Hot 5 lb',
      'Pickled Bites 2 jars',
      'Cooler 2, rail 14',
      'Signature (on pickup)',
    ]) {
      await expect(sheet).toContainText(text);
    }
    await expect(sheet.getByRole('region', { name: 'Watch for' })).toContainText('Broken left shoulder');
    const total = (order.total_cents ?? 0) / 100;
    await expect(sheet).toContainText(`Grand Total$${total.toFixed(2)}`);
    await expect(sheet).toContainText('Paid$0.00');
    await expect(sheet).toContainText(`Balance due$${total.toFixed(2)}`);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Print' }).click();
    expect(await printed()).toBe(1);

    // On paper: the sheet alone, without the navigation, the title, the buttons and links.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Shop' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('link', { name: `Back to order ${number}` })).toBeHidden();
    await expect(sheet).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('link', { name: `Back to order ${number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(history(page).filter({ hasText: 'Cut sheet printed' })).toHaveCount(1);
  });

  test('before check-in the barcode is of the order number', async ({ page }) => {
    const order = await submitOrder(page.request, { details: { full_name: uniqueWord('Unchecked ') } });
    await page.goto(`/shop/orders/${order.order_number}/cut-sheet`);
    const barcode = page.getByRole('img', { name: `Barcode ${order.order_number}` });
    await expect(barcode).toBeVisible();
    expect(await scanBarcode(barcode)).toBe(order.order_number);
    await page.goto(`/shop/orders/${order.order_number}/labels?count=1`);
    const labels = page.getByRole('region', { name: '1 label' });
    await expect(labels.getByRole('img', { name: `Barcode ${order.order_number}` })).toBeVisible();
    await expect(labels).toContainText(order.order_number);
  });

  test('labels: as many 4x2 in pages as asked, recorded; the number can be changed; the cut sheet keeps its paper', async ({
    page,
  }) => {
    const printed = await countPrints(page);
    const name = uniqueWord('Labels ');
    const tag = randomTag();
    const order = await submitOrder(page.request, { details: { full_name: name } });
    const number = order.order_number;
    await page.request.post(SHOP_API_PATHS.checkIn.href(number), { data: { tag_number: tag } });

    await page.goto(`/shop/orders/${number}`);
    await page.getByRole('link', { name: 'Print labels' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Labels ${number}` })).toBeVisible();
    // Choosing the number records nothing yet.
    await expect(page.getByLabel('Number of labels')).toHaveValue('1');
    await expectNoAxeViolations(page);

    await page.goto(`/shop/orders/${number}/labels?count=3`);
    const labels = page.getByRole('region', { name: '3 labels' });
    await expect(labels).toBeVisible();
    await expect(page.getByLabel('Number of labels')).toHaveValue('3');
    for (const text of ['GAME MEAT - NOT FOR SALE', name, String(tag), 'Deer']) {
      await expect(labels).toContainText(text);
    }
    expect(await scanBarcode(labels.getByRole('img', { name: `Barcode ${tag}` }).first())).toBe(String(tag));
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Shop' })).toBeHidden();
    await expect(page.getByLabel('Number of labels')).toBeHidden();
    const labelsPdf = await pagesOf(await page.pdf({ preferCSSPageSize: true }));
    expect(labelsPdf.count).toBe(3);
    for (const size of labelsPdf.sizes) {
      expect(Math.round(size.width)).toBe(288);
      expect(Math.round(size.height)).toBe(144);
    }
    await page.emulateMedia({ media: 'screen' });

    // Another number: those labels are made, recorded and printed.
    await page.getByLabel('Number of labels').fill('101');
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.getByText('Number of labels must be from 1 to 100.')).toBeVisible();
    await expect(page.getByLabel('Number of labels')).toBeFocused();
    expect(await printed()).toBe(0);
    await page.getByLabel('Number of labels').fill('2');
    await page.getByRole('button', { name: 'Print' }).click();
    await expect.poll(printed).toBe(1);
    await expect(page).toHaveURL(new RegExp(`/labels\\?count=2$`));
    // The print is recorded before its answer reaches the page: the PDF waits for the two labels.
    await expect(page.getByRole('region', { name: '2 labels' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    expect((await pagesOf(await page.pdf({ preferCSSPageSize: true }))).count).toBe(2);
    await page.emulateMedia({ media: 'screen' });

    // In the same document (the labels' stylesheet still loaded) the cut sheet prints on the paper asked for.
    await page.getByRole('link', { name: `Back to order ${number}` }).click();
    await expect(history(page).filter({ hasText: 'Printed 3 labels' })).toHaveCount(1);
    await expect(history(page).filter({ hasText: 'Printed 2 labels' })).toHaveCount(1);
    await expect(history(page).filter({ hasText: /Printed 1 label/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Print cut sheet' }).click();
    await expect(page.getByRole('article', { name: `Cut sheet of order ${number}` })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const sheetPdf = await pagesOf(await page.pdf({ format: 'Letter', preferCSSPageSize: false }));
    expect(sheetPdf.count).toBe(1);
    expect(sheetPdf.sizes.map((size) => [Math.round(size.width), Math.round(size.height)])).toEqual([[612, 792]]);
  });
});

test('the cut sheet of the largest order is one page on Letter and on A4', async ({ page, playwright }) => {
  // A server of its own, so that the shop's name and address can be the longest there are.
  test.slow();
  const server = await startIsolatedServer();
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    await signInWith(api, E2E_OWNER);
    await page.context().addCookies((await api.storageState()).cookies);
    const settings = await api.put(SHOP_API_PATHS.saveSettings.href(), {
      data: {
        shop_name: prose('Beauregard Brothers Wild Game Processing and Taxidermy', SHOP_LIMITS.shopName),
        phone: '+1 (555) 010-2000 ext. 12345'.padEnd(SHOP_LIMITS.shopPhone, '9'),
        address: prose('12345 Old Levee Road, Building C, Suite 400, Houma, Louisiana 70360', SHOP_LIMITS.shopAddress),
        pickup_hours: 'Mon-Sat 8-6',
        time_zone: 'America/Chicago',
        first_tag_number: 1,
        new_order_email: null,
        ...DEFAULT_STORAGE_RULES,
      },
    });
    expect(settings.ok(), `settings answered ${settings.status()}`).toBe(true);

    for (const animal of ['Deer', 'Hog'] as const) {
      const order = await submitLargestOrder(api, animal);
      const shopOrder = await getShopOrder(api, order.order_number);
      expect(shopOrder.details.cuts.length).toBe(everyCut(animal).length);
      expect(shopOrder.details.addons.length).toBeGreaterThanOrEqual(everyAddon().length);

      await page.goto(`${server.baseURL}/shop/orders/${order.order_number}/cut-sheet`);
      const sheet = page.getByRole('article', { name: `Cut sheet of order ${order.order_number}` });
      await expect(sheet).toContainText('Signature (on pickup)');
      await expectNoHorizontalScroll(page);
      await page.emulateMedia({ media: 'print' });
      for (const format of ['Letter', 'A4'] as const) {
        const pdf = await pagesOf(await page.pdf({ format, preferCSSPageSize: false }));
        expect(pdf.count, `${animal} on ${format}`).toBe(1);
      }
      await page.emulateMedia({ media: 'screen' });
    }
  } finally {
    await api.dispose();
    await server.close();
  }
});
