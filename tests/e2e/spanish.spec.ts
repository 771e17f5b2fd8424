import type { Page } from '@playwright/test';
import { type E2eFakes, messagesTo } from '../support/e2e-fakes';
import { NOT_FOUND_PAGE, expect, expectNoAxeViolations, test, toast } from './fixtures';

/** A customer of their own, so that parallel specs and the per-number SMS cap never mix messages up. */
function uniqueCustomer() {
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return { email: `es-${Date.now()}${digits}@example.com`, phone: `(505) 555-${digits}`, e164: `+1505555${digits}` };
}

// A whole order with axe on every screen and dialog takes longer than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** From the landing page in Spanish through the details (with a validation toast) to the animal step. */
async function startInSpanish(page: Page, customer: ReturnType<typeof uniqueCustomer>) {
  await page.goto('/');
  const switcher = page.getByRole('group', { name: 'Language' });
  await switcher.getByRole('button', { name: 'Español' }).click();
  await expect(heading(page, '¿Listo para hacer su pedido?')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'Español' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Hacer un pedido' }).click();

  await expect(page).toHaveURL('/order-details');
  await expect(heading(page, 'Datos del pedido')).toBeVisible();
  await expect(page.getByText('¿Cómo podemos comunicarnos con usted sobre este pedido?')).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(toast(page, 'Faltan datos', 'Llene todos los campos obligatorios, por favor.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Nombre completo').fill('Ana Ruiz');
  await page.getByLabel('Correo electrónico').fill('no-es-correo');
  await page.getByLabel('Número de teléfono').fill(customer.phone);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(toast(page, 'Correo no válido', 'Escriba un correo electrónico válido, por favor.')).toBeVisible();
  // docs/customer-flow.md 5: the field at fault says it too, in Spanish.
  await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
    'Escriba un correo electrónico válido, por favor.',
  );
  await page.getByLabel('Correo electrónico').fill(customer.email);
  await page.getByLabel('Número de teléfono').fill('12345');
  await page.getByLabel('Número de teléfono').blur();
  await expect(page.getByLabel('Número de teléfono')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(toast(page, 'Teléfono no válido', 'Escriba un número de teléfono válido, por favor.')).toBeVisible();
  await expect(page.getByLabel('Número de teléfono')).toHaveAccessibleDescription(
    'Escriba un número de teléfono válido, por favor.',
  );
  await page.getByLabel('Número de teléfono').fill('(800) 555-1234');
  await page.getByLabel('Número de teléfono').blur();
  await expect(page.getByLabel('Número de teléfono')).toHaveAccessibleDescription(
    'Es posible que no podamos enviarle SMS a este número. Le enviaremos el correo de todos modos.',
  );
  await expectNoAxeViolations(page);
  await page.getByLabel('Número de teléfono').fill(customer.phone);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page).toHaveURL('/choose-animal');
  await expect(heading(page, 'Elija su animal')).toBeVisible();
  await expectNoAxeViolations(page);
}

/** The review in Spanish, submitted: the success toast in Spanish, back on the Spanish landing page. */
async function submitInSpanish(page: Page, customer: ReturnType<typeof uniqueCustomer>, grandTotal: RegExp) {
  await expect(page).toHaveURL('/review-order');
  await expect(heading(page, 'Revise su pedido')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total del pedido', exact: true })).toContainText(grandTotal);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(
    toast(
      page,
      '¡Su pedido se envió con éxito!',
      'En unos momentos recibirá la confirmación por correo y por mensaje de texto. ¡Gracias por su pedido!',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(heading(page, '¿Listo para hacer su pedido?')).toBeVisible();
  // ADR 0609: the confirmation on /, in Spanish.
  const panel = page.getByRole('region', { name: /^Pedido GM-\d+ recibido$/ });
  await expect(panel).toContainText(`Le enviamos una confirmación a ${customer.email} y ${customer.phone}.`);
  await expect(panel).toContainText('Traiga su animal a la carnicería y dé este número de pedido al entregarlo.');
  await expect(panel.getByRole('link', { name: 'Siga su pedido' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** One confirmation email and one SMS, both in Spanish, with the order's grand total. */
async function expectOneEmailAndOneSms(
  fakes: E2eFakes,
  customer: ReturnType<typeof uniqueCustomer>,
  grandTotal: string,
) {
  await expect
    .poll(async () => {
      const { emails, sms } = messagesTo(fakes, customer);
      return [emails.length, sms.length];
    })
    .toEqual([1, 1]);
  const { emails, sms } = messagesTo(fakes, customer);
  const [email] = emails;
  expect(email?.subject).toMatch(new RegExp(`^Pedido GM-\\d+ confirmado - \\${grandTotal}$`));
  expect(email?.text).toContain('Hola, Ana Ruiz:');
  expect(email?.text).toContain(`Total general: ${grandTotal}`);
  expect(email?.html).toContain('<html lang="es">');
  expect(email?.text).not.toContain('Grand Total');
  // Other specs may have named the shop: its name then opens the SMS.
  expect(sms[0]?.body).toMatch(new RegExp(`(^|: )[Cc]onfirmamos su pedido GM-\\d+\\. Total: \\${grandTotal}\\. `));
}

test('a whole deer order in Spanish, with its dialogs, toasts, and its email and SMS in Spanish', async ({
  page,
  fakes,
}) => {
  const customer = uniqueCustomer();
  await startInSpanish(page, customer);

  await page.getByRole('button', { name: 'Venado', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Elija las opciones' });
  await expect(dialog.getByText('Cuéntenos de su venado.')).toBeVisible();
  await expect(dialog.getByText('Preparación del venado')).toBeVisible();
  // The catalogue's names are in Spanish too (ADR 0610).
  await dialog.getByRole('checkbox', { name: 'Desollado' }).check();
  await expect(dialog.getByRole('button', { name: 'Siguiente' })).toHaveAccessibleDescription(
    'Elija el sexo para continuar.',
  );
  await dialog.getByRole('radio', { name: 'Macho' }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page).toHaveURL('/choose-deer-cuts');
  await expect(heading(page, 'Elija los cortes de venado')).toBeVisible();
  await expect(page.getByText('Corte y empaque básico: $125')).toBeVisible();
  // The animal dialog fades out as the cuts arrive; axe would read its colours mid-fade.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Siguiente' })).toHaveAccessibleDescription(
    'Elija al menos un corte para continuar.',
  );
  await page.getByRole('checkbox', { name: 'Solomillo' }).check();
  await expect(page.getByRole('group', { name: 'Opciones de Solomillo' })).toContainText(/Entero\s*Bistec/);
  await expect(page.getByRole('button', { name: 'Siguiente' })).toHaveAccessibleDescription(
    'Elija Entero o Bistec para Solomillo.',
  );
  await page.getByRole('checkbox', { name: 'Solomillo' }).uncheck();
  await page.getByRole('checkbox', { name: 'Molida' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(toast(page, 'Listo', '¡Sus cortes se guardaron con éxito!')).toBeVisible();

  await expect(page).toHaveURL('/addons');
  await expect(heading(page, 'Extras')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personalizados' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Bocaditos en escabeche' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Bocaditos en escabeche' })).toContainText('$15.00/frasco');
  await expect(page.getByRole('checkbox', { name: 'Pickled Bites' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cerrar' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancelar pedido' });
  await expect(cancel).toContainText('¿Seguro que quiere cancelar su pedido? Esto no se puede deshacer.');
  await expectNoAxeViolations(page);
  await cancel.getByRole('button', { name: 'Seguir con el pedido' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(toast(page, 'Listo', '¡Sus extras se guardaron con éxito!')).toBeVisible();

  // $125 processing + $10 skinning
  const prep = page.getByRole('region', { name: 'Servicios de preparación', exact: true });
  await expect(prep).toContainText(/Total de preparación\s*\$10\.00/);
  await expect(prep).toContainText(/Desollado\s*\$10\.00/);
  await expect(page.getByRole('region', { name: 'Procesamiento', exact: true })).toContainText('Molida');
  await submitInSpanish(page, customer, /Total general\s*\$135\.00/);
  await expectOneEmailAndOneSms(fakes, customer, '$135.00');
  const [email] = messagesTo(fakes, customer).emails;
  expect(email?.text).toContain('Desollado');
  expect(email?.text).not.toContain('Skinning');
});

test('a whole hog order in Spanish, over 200 lbs', async ({ page, fakes }) => {
  const customer = uniqueCustomer();
  await startInSpanish(page, customer);

  await page.getByRole('button', { name: 'Jabalí', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Elija las opciones' });
  await expect(dialog.getByText('Cuéntenos de su jabalí.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Macho' }).check();
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(toast(page, 'Error', 'Elija una opción de peso para el jabalí, por favor.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Más de 200 lbs' }).check();
  await dialog.getByRole('spinbutton', { name: 'Peso (lbs)' }).fill('250');
  await expect(dialog.getByText('Costo total: $222.50')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page).toHaveURL('/choose-hog-cuts');
  await expect(heading(page, 'Elija los cortes de jabalí')).toBeVisible();
  await expect(page.getByText('Elija los cortes que desea')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Tocino' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(toast(page, 'Listo', '¡Sus cortes se guardaron con éxito!')).toBeVisible();

  await expect(page.getByRole('region', { name: 'Procesamiento', exact: true })).toContainText(/Peso\s*250 lbs/);
  await submitInSpanish(page, customer, /Total general\s*\$222\.50/);
  await expectOneEmailAndOneSms(fakes, customer, '$222.50');
});

test('the choice of Spanish is remembered across a reload and a new visit, and English comes back', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(NOT_FOUND_PAGE);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(heading(page, '¿Listo para hacer su pedido?')).toBeVisible();
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'lang');
  expect(cookie).toMatchObject({ value: 'es', path: '/', sameSite: 'Lax' });
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 60 * 60);

  await page.reload();
  await expect(heading(page, '¿Listo para hacer su pedido?')).toBeVisible();
  await expect(page.locator('html[lang=es]')).toHaveCount(1);

  await page.goto('/order-details');
  await expect(heading(page, 'Datos del pedido')).toBeVisible();
  await expect(page).toHaveTitle('Datos del pedido | Pedidos de procesamiento de caza');
  await expectNoAxeViolations(page);

  await page.goto('/no-such-page');
  await expect(heading(page, '¡Uy! No encontramos esta página')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(heading(page, 'Ready to Order?')).toBeVisible();
  await page.reload();
  await expect(heading(page, 'Ready to Order?')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('gets Spanish without choosing', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page, '¿Listo para hacer su pedido?')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
