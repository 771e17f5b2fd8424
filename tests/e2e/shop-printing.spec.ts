import type { APIRequestContext, Locator, Page } from '@playwright/test';
import zxing from '@zxing/library';
import type { AddonRowInput } from '../../src/domain/addon-encoding';
import { ADDON_ITEMS, type AnimalType, OTHER_CUT, cutsFor } from '../../src/domain/catalogue';
import { LIMITS } from '../../src/domain/limits';
import type { AnimalInput } from '../../src/domain/schemas';
import { SHOP_LIMITS } from '../../src/domain/shop/limits';
import { SHOP_API_PATHS } from '../../src/domain/shop/shop-api-paths';
import { DEFAULT_STORAGE_RULES } from '../../src/domain/shop/storage';
import { ROOMY_SHEET_LIMITS } from '../../src/web/features/shop/orders/cut-sheet-length';
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
import { type PdfPage, pdfPages } from './pdf';
import { rasterizePdfPage, scanCode128Rows } from './pdf-raster';
import { getShopOrder, randomTag, submitOrder, uniquePhone, uniqueWord } from './shop-fixtures';

// The package is CommonJS for Node: its names come with the default export.
const { BitArray, Code128Reader } = zxing;

/**
 * docs/shop.md 3: the cut sheet and the labels, on screen and as Chromium prints them to PDF: the sheet one
 * Letter or A4 page, filled, its cuts, notes and hold at 12 pt or more, for the largest order too; the labels
 * one 4x2 in or 3.5x1.125 in page each, every field on it and its barcode read back at 203 dpi. A print is
 * recorded when it is printed: by 'Print', or by the browser's own print, which page.pdf() is (it fires
 * `beforeprint` as Ctrl+P does).
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

/** An order's lengths: how many cuts and add-ons, how long its texts; the largest there can be by default. */
type OrderSize = { cuts?: string[]; addons?: AddonRowInput[]; otherText?: number; name?: number; notes?: number };

/**
 * An order of the animal of the size asked (by default the largest there can be), checked in with every
 * other drop-off field at its longest, and held for a CWD test when `hold`.
 */
async function submitLargeOrder(request: APIRequestContext, animal: AnimalType, size: OrderSize = {}, hold = false) {
  const {
    cuts = everyCut(animal),
    addons = everyAddon(),
    otherText = LIMITS.otherText,
    name = LIMITS.fullName,
    notes = SHOP_LIMITS.dropOffNotes,
  } = size;
  const other = `${OTHER_CUT} - ${prose('Keep the heart and liver, bag the trim for grinding', otherText)}`;
  const order = await submitOrder(request, {
    details: {
      full_name: prose('Maximilian Alexander Beauregard-Fitzgerald', name),
      phone_number: '+1 (555) 010-2000 ext. 123456'.padEnd(LIMITS.phone, '9'),
    },
    animal: LARGEST_ANIMALS[animal],
    cuts: [...cuts.filter((cut) => !cut.startsWith(OTHER_CUT)), other],
    addons,
  });
  const response = await request.post(SHOP_API_PATHS.checkIn.href(order.order_number), {
    data: {
      tag_number: randomTag(),
      confirmation_number: 'X'.repeat(SHOP_LIMITS.confirmationNumber),
      hanging_weight_lbs: 1499.9,
      storage_location: prose('Cooler 12, rail 44, hook', SHOP_LIMITS.storageLocation),
      notes: prose('Broken left shoulder, bloodshot on both hams, tag on the right hind leg', notes),
    },
  });
  expect(response.ok(), `check-in answered ${response.status()}`).toBe(true);
  if (hold) {
    const sample = await request.post(SHOP_API_PATHS.recordCwdSample.href(order.order_number), {
      data: { sample_id: 'TX-CWD-0042', taken_on: new Date().toISOString().slice(0, 10) },
    });
    expect(sample.ok(), `the CWD sample answered ${sample.status()}`).toBe(true);
  }
  return order;
}

/**
 * The order's cut sheet printed on Letter and on A4: one page on each, its cuts (each a run of its own; 'Bacon',
 * an add-on's name too, left out) at `cutPoints` or more.
 */
async function expectOnePageSheet(page: Page, baseURL: string, orderNumber: string, cuts: string[], cutPoints: number) {
  await page.goto(`${baseURL}/shop/orders/${orderNumber}/cut-sheet`);
  const sheet = page.getByRole('article', { name: `Cut sheet of order ${orderNumber}` });
  await expect(sheet).toContainText('Signature (on pickup)');
  await expectNoHorizontalScroll(page);
  await page.emulateMedia({ media: 'print' });
  for (const format of ['Letter', 'A4'] as const) {
    const pdf = await pdfPages(await page.pdf({ format, preferCSSPageSize: false }));
    expect(pdf.length, `${orderNumber} on ${format}`).toBe(1);
    const cutSizes = cuts
      .filter((cut) => !cut.startsWith(OTHER_CUT) && !ADDON_ITEMS.some((item) => item.name === cut))
      .flatMap((cut) => sizesOf(pdf[0], cut, true));
    expect(cutSizes.length).toBeGreaterThan(0);
    expect(Math.min(...cutSizes), `${orderNumber}'s cuts on ${format}, in points`).toBeGreaterThanOrEqual(cutPoints);
  }
  await page.emulateMedia({ media: 'screen' });
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

/**
 * What a press of a 'Print' button did: window.print is counted instead of opening the print dialog, and
 * announces the print to the page as Chromium's does, `beforeprint` inside the call.
 */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
      window.dispatchEvent(new Event('beforeprint'));
      window.dispatchEvent(new Event('afterprint'));
    };
  });
  return () => page.evaluate(() => (window as unknown as { printed: number }).printed);
}

const history = (page: Page) => page.getByRole('region', { name: 'History', exact: true }).getByRole('listitem');

/** The prints recorded in the order's history, oldest first. */
async function printsOf(page: Page, orderNumber: string): Promise<string[]> {
  const order = await getShopOrder(page.request, orderNumber);
  return order.history
    .filter((event) => event.kind === 'printed')
    .map((event) => event.summary)
    .reverse();
}

/** The type sizes, in points, of the runs of a page that hold `text` (or are exactly it). */
const sizesOf = (page: PdfPage | undefined, text: string, exact = false) =>
  (page?.runs ?? [])
    .filter((run) => (exact ? run.text.trim() === text : run.text.includes(text)))
    .map((run) => Math.round(run.size * 10) / 10);

/**
 * What of each label paper would not show, as the page lays it out for print: a part reaching past the
 * label's edge, or a box that hides some of its text (clipped, or shortened with an ellipsis).
 */
function cutOffParts(page: Page): Promise<string[]> {
  return page.locator('.label').evaluateAll((labels) =>
    labels.flatMap((label, index) => {
      const edge = label.getBoundingClientRect();
      return [label, ...Array.from(label.querySelectorAll<HTMLElement>('*'))].flatMap((part) => {
        const box = part.getBoundingClientRect();
        const name = `label ${index + 1}: ${part.className || part.tagName} '${part.textContent ?? ''}'`;
        const outside =
          box.left < edge.left - 0.5 ||
          box.right > edge.right + 0.5 ||
          box.top < edge.top - 0.5 ||
          box.bottom > edge.bottom + 0.5;
        const { overflowX, overflowY } = getComputedStyle(part);
        const hides = overflowX !== 'visible' || overflowY !== 'visible';
        const clipped = hides && (part.scrollWidth > part.clientWidth + 1 || part.scrollHeight > part.clientHeight + 1);
        return [...(outside ? [`${name} reaches past the label`] : []), ...(clipped ? [`${name} is clipped`] : [])];
      });
    }),
  );
}

/**
 * The labels as the browser prints them (page.pdf, as Ctrl+P): the PDF's pages, and its first page drawn at
 * 203 dpi with what its barcode reads, on how many rows of dots.
 */
async function printLabelsPdf(page: Page) {
  await page.emulateMedia({ media: 'print' });
  const cutOff = await cutOffParts(page);
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  const pages = await pdfPages(pdf);
  const reads = scanCode128Rows(await rasterizePdfPage(pdf, 1, 203));
  return {
    cutOff,
    pages,
    sizes: pages.map((one) => [Math.round(one.width), Math.round(one.height)]),
    reads: [...reads.keys()],
    rowsRead: Math.max(0, ...reads.values()),
  };
}

test.describe('with the shared server', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('the cut sheet shows the order on opening, prints to fill the page and records each print', async ({ page }) => {
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
    const sample = await page.request.post(SHOP_API_PATHS.recordCwdSample.href(number), {
      data: { sample_id: 'TX-CWD-0042', taken_on: new Date().toISOString().slice(0, 10) },
    });
    expect(sample.ok(), `the CWD sample answered ${sample.status()}`).toBe(true);

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
      'HOLD - CWD TEST PENDING',
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
    // Opening the sheet is not printing it.
    expect(await printsOf(page, number)).toEqual([]);

    await page.getByRole('button', { name: 'Print' }).click();
    expect(await printed()).toBe(1);
    await expect.poll(() => printsOf(page, number)).toEqual(['Cut sheet printed']);

    // On paper: the sheet alone, without the navigation, the title, the buttons and links.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Shop' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('link', { name: `Back to order ${number}` })).toBeHidden();
    await expect(sheet).toBeVisible();
    // The browser's own print, with background graphics on: recorded too, once.
    const pdf = await page.pdf({ format: 'Letter', preferCSSPageSize: false, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    await expect.poll(() => printsOf(page, number)).toEqual(['Cut sheet printed', 'Cut sheet printed']);

    const [paper, ...more] = await pdfPages(pdf);
    expect(more).toEqual([]);
    expect([Math.round(paper?.width ?? 0), Math.round(paper?.height ?? 0)]).toEqual([612, 792]);
    // The cuts, the notes and the hold at 12 pt or more.
    for (const text of ['Backstrap - Whole', 'Ground', 'Keep the heart', 'Broken left shoulder', 'HOLD - CWD TEST']) {
      const sizes = sizesOf(paper, text, text === 'Ground');
      expect(sizes.length, `'${text}' on the sheet`).toBeGreaterThan(0);
      for (const size of sizes) expect(size, `'${text}' in points`).toBeGreaterThanOrEqual(12);
    }
    // The page is used: the sheet runs from the top margin to the bottom one (10 mm, 28 pt).
    const lines = (paper?.runs ?? []).map((run) => run.y);
    expect(Math.max(...lines)).toBeGreaterThan(792 - 28 - 30);
    expect(Math.min(...lines)).toBeLessThan(28 + 30);
    // Nothing grey: the margins print white, and ink (text, rules, bars) covers a small part of the page.
    const raster = await rasterizePdfPage(pdf, 1, 96);
    let inked = 0;
    let greyMargin = 0;
    for (let y = 0; y < raster.height; y++) {
      for (let x = 0; x < raster.width; x++) {
        const inMargin = x < 30 || y < 30 || x >= raster.width - 30 || y >= raster.height - 30;
        if (raster.lightness(x, y) === 255) continue;
        if (inMargin) greyMargin += 1;
        else inked += 1;
      }
    }
    expect(greyMargin).toBe(0);
    expect(inked / (raster.width * raster.height)).toBeLessThan(0.12);

    await page.getByRole('link', { name: `Back to order ${number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(history(page).filter({ hasText: 'Cut sheet printed' })).toHaveCount(2);
  });

  test('before check-in the barcode is of the order number, and the label leaves the tag to write', async ({
    page,
  }) => {
    const order = await submitOrder(page.request, { details: { full_name: uniqueWord('Unchecked ') } });
    const number = order.order_number;
    await page.goto(`/shop/orders/${number}/cut-sheet`);
    const barcode = page.getByRole('img', { name: `Barcode ${number}` });
    await expect(barcode).toBeVisible();
    expect(await scanBarcode(barcode)).toBe(number);
    await page.goto(`/shop/orders/${number}/labels`);
    const labels = page.getByRole('region', { name: '1 label' });
    await expect(labels.getByRole('img', { name: `Barcode ${number}` })).toBeVisible();
    await expect(labels).toContainText(`Order ${number}`);
    await expect(labels).toContainText('Tag______');
    await expect(labels).toContainText('Checked in __________');
    // An order number is the longest barcode there is: it too reads back from a 203 dpi print.
    const printedLabels = await printLabelsPdf(page);
    expect(printedLabels.reads).toEqual([number]);
    expect(printedLabels.cutOff).toEqual([]);
  });

  test('labels: shown at once, printed by the button or the browser, recorded as printed', async ({ page }) => {
    const printed = await countPrints(page);
    const name = 'Maximilian Beauregard-Fitzgerald';
    const tag = randomTag();
    const order = await submitOrder(page.request, { details: { full_name: name } });
    const number = order.order_number;
    const checkIn = await page.request.post(SHOP_API_PATHS.checkIn.href(number), { data: { tag_number: tag } });
    const { checked_in_at: checkedInAt } = ((await checkIn.json()) as { drop_off: { checked_in_at: string } }).drop_off;
    const shopName = ((await (await page.request.get(SHOP_API_PATHS.settings.href())).json()) as { shop_name: string })
      .shop_name;

    await page.goto(`/shop/orders/${number}`);
    await page.getByRole('link', { name: 'Print labels' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Labels ${number}` })).toBeVisible();
    await expect(page.getByLabel('Number of labels')).toHaveValue('1');
    await expect(page.getByLabel('Label size')).toHaveValue('4x2');
    const labels = page.getByRole('region', { name: '1 label' });
    await expect(labels).toBeVisible();
    expect(await scanBarcode(labels.getByRole('img', { name: `Barcode ${tag}` }))).toBe(String(tag));
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    // Opening the labels is not printing them.
    expect(await printsOf(page, number)).toEqual([]);

    // Ctrl+P: the label alone, 4x2 in, everything on it and nothing cut off; recorded.
    const one = await printLabelsPdf(page);
    await expect.poll(() => printsOf(page, number)).toEqual(['Printed 1 label']);
    expect(one.sizes).toEqual([[288, 144]]);
    const checkedIn = new Date(checkedInAt).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'America/Chicago',
    });
    for (const text of [
      shopName,
      String(tag),
      `Order ${number}`,
      name,
      'Deer, Buck',
      `Checked in ${checkedIn}`,
      'Product',
      '____ lb',
      'GAME MEAT - NOT FOR SALE',
    ]) {
      expect(one.pages[0]?.text).toContain(text);
    }
    expect(Math.max(...sizesOf(one.pages[0], String(tag)))).toBeGreaterThanOrEqual(24);
    expect(Math.min(...(one.pages[0]?.runs ?? []).map((run) => run.size))).toBeGreaterThanOrEqual(6.5);
    expect(one.cutOff).toEqual([]);
    expect(one.reads).toEqual([String(tag)]);
    expect(one.rowsRead).toBeGreaterThan(40);

    // The preview follows the count; the browser prints that many.
    await page.getByLabel('Number of labels').fill('3');
    await expect(page.getByRole('region', { name: '3 labels' })).toBeVisible();
    await expect(page.getByRole('region', { name: '3 labels' }).locator('.label')).toHaveCount(3);
    await expect(page).toHaveURL(new RegExp(`/labels\\?count=3$`));
    await expectNoAxeViolations(page);
    const three = await printLabelsPdf(page);
    expect(three.sizes).toEqual([
      [288, 144],
      [288, 144],
      [288, 144],
    ]);
    for (const label of three.pages) expect(label.text).toContain(`Order ${number}`);
    await expect.poll(() => printsOf(page, number)).toEqual(['Printed 1 label', 'Printed 3 labels']);

    // 'Print' refuses a number out of range; with a good one it prints and records that many, once.
    await page.getByLabel('Number of labels').fill('101');
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.getByText('Number of labels must be from 1 to 100.')).toBeVisible();
    await expect(page.getByLabel('Number of labels')).toBeFocused();
    await expectNoAxeViolations(page);
    expect(await printed()).toBe(0);
    await page.getByLabel('Number of labels').fill('2');
    await expect(page.getByText('Number of labels must be from 1 to 100.')).toBeHidden();
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await printed()).toBe(1);
    await expect
      .poll(() => printsOf(page, number))
      .toEqual(['Printed 1 label', 'Printed 3 labels', 'Printed 2 labels']);

    // In the same document (the labels' stylesheet still loaded) the cut sheet prints on the paper asked for.
    await page.getByRole('link', { name: `Back to order ${number}` }).click();
    await expect(history(page).filter({ hasText: 'Printed 2 labels' })).toHaveCount(1);
    await page.getByRole('link', { name: 'Print cut sheet' }).click();
    await expect(page.getByRole('article', { name: `Cut sheet of order ${number}` })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const sheetPdf = await pagesOf(await page.pdf({ format: 'Letter', preferCSSPageSize: false }));
    expect(sheetPdf.count).toBe(1);
    expect(sheetPdf.sizes.map((size) => [Math.round(size.width), Math.round(size.height)])).toEqual([[612, 792]]);
  });

  test('labels: the 3.5x1.125 in size, kept for this browser', async ({ page }) => {
    const name = uniqueWord('Small ');
    const tag = randomTag();
    const order = await submitOrder(page.request, {
      details: { full_name: name },
      animal: { animal_type: 'Hog', gender: 'Boar', weight_option: 'under200' },
      cuts: ['Chops', 'Ground'],
    });
    const number = order.order_number;
    await page.request.post(SHOP_API_PATHS.checkIn.href(number), { data: { tag_number: tag } });

    await page.goto(`/shop/orders/${number}/labels?count=2`);
    await page.getByLabel('Label size').selectOption({ label: '3.5 x 1.125 in' });
    const labels = page.getByRole('region', { name: '2 labels' });
    await expect(labels.locator('.label')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    const small = await printLabelsPdf(page);
    expect(small.sizes).toEqual([
      [252, 81],
      [252, 81],
    ]);
    for (const text of [String(tag), `Order ${number}`, name, 'Hog, Boar', 'Checked in', 'Product', '____ lb']) {
      expect(small.pages[0]?.text).toContain(text);
    }
    // Nothing on it smaller than 6.5 pt, which a 203 dpi head still prints legibly.
    expect(Math.min(...(small.pages[0]?.runs ?? []).map((run) => run.size))).toBeGreaterThanOrEqual(6.5);
    expect(small.cutOff).toEqual([]);
    expect(small.reads).toEqual([String(tag)]);
    await expect.poll(() => printsOf(page, number)).toEqual(['Printed 2 labels']);

    await page.reload();
    await expect(page.getByLabel('Label size')).toHaveValue('3.5x1.125');
    await expect(page.getByRole('region', { name: '2 labels' })).toBeVisible();
  });
});

test('the largest orders: their cut sheets one page on Letter and on A4, their labels within their edges', async ({
  page,
  playwright,
}) => {
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
      const order = await submitLargeOrder(api, animal);
      const shopOrder = await getShopOrder(api, order.order_number);
      expect(shopOrder.details.cuts.length).toBe(everyCut(animal).length);
      expect(shopOrder.details.addons.length).toBeGreaterThanOrEqual(everyAddon().length);
      await expectOnePageSheet(page, server.baseURL, order.order_number, everyCut(animal), 12);

      // Its labels: the longest names are shortened, and nothing reaches past the label's edge.
      await page.goto(`${server.baseURL}/shop/orders/${order.order_number}/labels`);
      // Printed once the sheet has arrived, not while it loads (the size field is there before it).
      await expect(page.getByRole('img', { name: /^Barcode \d+$/ })).toBeVisible();
      for (const size of ['3.5 x 1.125 in', '4 x 2 in']) {
        await page.getByLabel('Label size').selectOption({ label: size });
        const labels = await printLabelsPdf(page);
        expect(
          labels.cutOff.filter((part) => part.includes('reaches past')),
          size,
        ).toEqual([]);
        expect(labels.reads.length, size).toBe(1);
      }
    }

    // A shop's long name, a long customer name and the widest tag fit whole on both sizes.
    const named = await api.put(SHOP_API_PATHS.saveSettings.href(), {
      data: {
        ...(await (await api.get(SHOP_API_PATHS.settings.href())).json()),
        shop_name: 'Beauregard Brothers Wild Game Processing',
        // With the name, as long as the roomy sheet takes (ROOMY_SHEET_LIMITS.shopText).
        address: prose('12345 Old Levee Road, Building C, Suite 400, Houma, Louisiana 70360', 110),
      },
    });
    expect(named.ok(), `settings answered ${named.status()}`).toBe(true);
    const order = await submitOrder(api, { details: { full_name: 'Maximilian Beauregard-Fitzgerald' } });
    expect(
      (await api.post(SHOP_API_PATHS.checkIn.href(order.order_number), { data: { tag_number: 999_999 } })).ok(),
    ).toBe(true);
    await page.goto(`${server.baseURL}/shop/orders/${order.order_number}/labels`);
    await expect(page.getByRole('img', { name: 'Barcode 999999' })).toBeVisible();
    for (const size of ['3.5 x 1.125 in', '4 x 2 in']) {
      await page.getByLabel('Label size').selectOption({ label: size });
      const labels = await printLabelsPdf(page);
      expect(labels.cutOff, size).toEqual([]);
      expect(labels.pages[0]?.text).toContain('Beauregard Brothers Wild Game Processing');
      expect(labels.reads, size).toEqual(['999999']);
    }

    // The roomy sheet at every one of its limits at once, with a hold: one page still, its cuts at 14 pt.
    const roomyCuts = everyCut('Deer')
      .filter((cut) => !cut.startsWith(OTHER_CUT))
      .slice(0, ROOMY_SHEET_LIMITS.cuts);
    const roomy = await submitLargeOrder(
      api,
      'Deer',
      {
        cuts: roomyCuts,
        addons: everyAddon()
          .sort((a, b) => b.addon_name.length - a.addon_name.length)
          .slice(0, ROOMY_SHEET_LIMITS.addons),
        otherText: ROOMY_SHEET_LIMITS.otherText,
        name: ROOMY_SHEET_LIMITS.customerName,
        notes: ROOMY_SHEET_LIMITS.notes,
      },
      true,
    );
    await expectOnePageSheet(page, server.baseURL, roomy.order_number, roomyCuts, 14);
  } finally {
    await api.dispose();
    await server.close();
  }
});
