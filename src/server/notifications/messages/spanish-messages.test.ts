import { describe, expect, it } from 'vitest';
import { ANIMAL_TYPES, DEER_GENDERS, HOG_GENDERS, HOG_WEIGHT_OPTIONS, RECEIPT_LABELS } from '../../../domain';
import { DEFAULT_STORAGE_RULES, type ShopSettings } from '../../../domain/shop';
import type { OrderForSending } from '../deliveries/order-for-sending';
import { SHOP_CONTACT, buildConfirmationReceipt, buildOrderForSending } from '../testing/factories';
import { type OrderMessage, orderMessages } from './order-messages';
import { renderConfirmationEmail } from './confirmation-email';
import { renderConfirmationSms } from './confirmation-sms';
import { renderReadyEmail } from './ready-email';
import { type ReadyFacts, renderReadySms } from './ready-sms';
import { ENGLISH } from './texts/english';
import { SPANISH } from './texts/spanish';

const LINK = 'https://orders.example.com/status/AbCdEfGhIjKlMnOpQrStUv';
const READY: ReadyFacts = { tagNumber: 1042, paidCents: 2_000, balanceDueCents: 13_900, statusLink: LINK };
const PLACE = { ...SHOP_CONTACT, address: '12 Mill Rd, Hollow Creek' };

/** GSM 03.38's basic alphabet: a text of these letters only is sent in 160-letter segments, not UCS-2's 70. */
const GSM_7 = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const outsideGsm7 = (text: string) => [...text].filter((letter) => !GSM_7.has(letter));

/** The English fixed words that must not be left in a Spanish message. */
const ENGLISH_WORDS = [
  'Customer Information',
  'Grand Total',
  'Order Total',
  'Prep Services',
  'Thank you',
  'Hi ',
  'Track your order',
  'Phone:',
  'Pickup hours',
  'Balance due',
  'ready for pickup',
  'Buck',
];

describe('messages to a customer who ordered in Spanish', () => {
  it('confirms by SMS in Spanish, with the shop, its contact details and the link, in GSM-7 letters', () => {
    const body = renderConfirmationSms(buildConfirmationReceipt(), SHOP_CONTACT, LINK, 'es').body;
    expect(body).toBe(
      `Hollow Creek Processing: confirmamos su pedido GM-1042. Total: $159.00. Le enviaremos los detalles por correo y le avisaremos cuando esté listo. Teléfono: (205) 555-0100. Horario para recoger: Mon-Sat 8am-6pm. ${LINK}`,
    );
    expect(outsideGsm7(body)).toEqual([]);
    expect(renderConfirmationSms(buildConfirmationReceipt(), undefined, null, 'es').body).toBe(
      'Confirmamos su pedido GM-1042. Total: $159.00. Le enviaremos los detalles por correo y le avisaremos cuando esté listo.',
    );
  });

  it('confirms by email in Spanish: subject, greeting, the receipt in Spanish, the link, lang="es"', () => {
    const email = renderConfirmationEmail(buildConfirmationReceipt(), SHOP_CONTACT, LINK, 'es');
    expect(email.subject).toBe('Pedido GM-1042 confirmado - $159.00');
    expect(email.text).toContain('Hola, Dana Hunter:\n\nGracias por su pedido GM-1042. Esto es lo que recibimos:\n');
    expect(email.text).toContain(
      'Total del pedido\n----------------\n  Procesamiento: $125.00\n  Servicios de preparación: $10.00\n  Extras: $24.00\n  Total general: $159.00\n\nNos comunicaremos con usted cuando su pedido esté listo.\n',
    );
    expect(email.text).toContain(
      '  Animal: Venado\n  Sexo: Macho\n  Cortes: Hind Quarters - Roast, Backstrap - Butterfly, Ground\n',
    );
    expect(email.text).toContain(`Siga su pedido: ${LINK}`);
    expect(email.text).toMatch(
      /Hollow Creek Processing\nTeléfono: \(205\) 555-0100\nHorario para recoger: Mon-Sat 8am-6pm\n$/,
    );
    expect(email.html).toMatch(/^<!doctype html><html lang="es">/);
    expect(email.html).toContain('<p>Hola, Dana Hunter: gracias por su pedido. Esto es lo que recibimos:</p>');
    for (const body of [email.text, email.html]) for (const word of ENGLISH_WORDS) expect(body).not.toContain(word);
  });

  it('says a hog order in Spanish, its weight included, and an order with nothing chosen', () => {
    const hog = buildConfirmationReceipt({
      order: { animal_type: 'Hog', gender: 'Sow', weight_option: 'under200' },
      cuts: [],
      addons: [],
    });
    const { text } = renderConfirmationEmail(hog, undefined, null, 'es');
    expect(text).toContain('  Animal: Jabalí\n  Sexo: Hembra\n  Peso: Menos de 200 lbs\n  Cortes: Ninguno\n');
  });

  it('tells by SMS in Spanish that the order is ready, with the balance due or paid in full, in GSM-7 letters', () => {
    const due = renderReadySms(buildConfirmationReceipt(), READY, SHOP_CONTACT, 'es').body;
    expect(due).toBe(
      `Hollow Creek Processing: ya puede recoger su pedido GM-1042 (etiqueta 1042). Saldo pendiente $139.00. ${LINK}`,
    );
    expect(outsideGsm7(due)).toEqual([]);
    expect(due.length).toBeLessThanOrEqual(160);
    const paid = { ...READY, tagNumber: null, balanceDueCents: 0, statusLink: null };
    expect(renderReadySms(buildConfirmationReceipt(), paid, undefined, 'es').body).toBe(
      'Ya puede recoger su pedido GM-1042. Pagado por completo.',
    );
  });

  it('tells by email in Spanish that the order is ready: what to bring and when, then the receipt', () => {
    const email = renderReadyEmail(buildConfirmationReceipt(), READY, PLACE, 'es');
    expect(email.subject).toBe('Ya puede recoger su pedido GM-1042');
    expect(email.text).toContain(
      'Hola, Dana Hunter:\n\nYa puede recoger su pedido GM-1042 (etiqueta 1042). Saldo pendiente $139.00.\n',
    );
    expect(email.text).toContain(
      'Para recoger\n------------\n  Etiqueta: 1042\n  Total general: $159.00\n  Pagado: $20.00\n  Saldo pendiente: $139.00\n  Horario para recoger: Mon-Sat 8am-6pm\n  Dirección: 12 Mill Rd, Hollow Creek\n',
    );
    expect(email.text).toContain('Traiga su número de pedido o su etiqueta cuando venga, por favor.');
    expect(email.html).toContain(
      '<p>Hola, Dana Hunter: ya puede recoger su pedido GM-1042 (etiqueta 1042). Saldo pendiente $139.00.</p>',
    );
    expect(email.html).toMatch(/^<!doctype html><html lang="es">/);
    for (const body of [email.text, email.html]) for (const word of ENGLISH_WORDS) expect(body).not.toContain(word);
  });

  it('has a Spanish word for every fixed word a receipt can carry, and English keeps them as written', () => {
    const fixedWords = [
      ...Object.values(RECEIPT_LABELS),
      ...ANIMAL_TYPES,
      ...DEER_GENDERS,
      ...HOG_GENDERS,
      HOG_WEIGHT_OPTIONS[0].label,
    ];
    expect(fixedWords.filter((word) => !(word in SPANISH.terms))).toEqual([]);
    expect(ENGLISH.terms).toEqual({});
    expect(renderConfirmationEmail(buildConfirmationReceipt(), SHOP_CONTACT, LINK, 'en')).toEqual(
      renderConfirmationEmail(buildConfirmationReceipt(), SHOP_CONTACT, LINK),
    );
  });
});

describe("a Spanish customer's messages name the catalogue in Spanish", () => {
  const settings: ShopSettings = {
    ...SHOP_CONTACT,
    address: '12 Mill Road',
    time_zone: 'America/Chicago',
    first_tag_number: 1,
    new_order_email: 'shop@example.com',
    ...DEFAULT_STORAGE_RULES,
    state: null,
  };
  const render = (kind: 'confirmation' | 'ready' | 'shop_new_order', order: OrderForSending) =>
    orderMessages(order, settings, 'https://orders.example.com')({ kind, channel: 'email', linkToken: null });
  const textOf = (message: OrderMessage) => ('outgoing' in message ? JSON.stringify(message.outgoing.message) : '');

  it("translates the prep, the cuts and the add-ons, with the owner's own Spanish names first", () => {
    const order = buildOrderForSending({
      language: 'es',
      receipt: buildConfirmationReceipt({
        cuts: ['Backstrap - Whole', 'Other - heart'],
        addons: [
          { addon_name: 'Skinning', addon_price: '$10.00', quantity: 1 },
          { addon_name: 'Pickled Bites', addon_price: '$15.00/Jar', quantity: 2 },
          { addon_name: 'Elk Burger', addon_price: '$6.00/lb', quantity: 1 },
        ],
      }),
      spanishNames: { 'Elk Burger': 'Hamburguesa de alce' },
    });
    for (const kind of ['confirmation', 'ready'] as const) {
      const text = textOf(render(kind, order));
      expect(text).toContain('Desollado');
      expect(text).toContain('Lomo de espalda - Entero');
      expect(text).toContain('Otro - heart');
      expect(text).toContain('Bocaditos en escabeche');
      expect(text).toContain('$15.00/frasco');
      expect(text).toContain('Hamburguesa de alce');
      expect(text).not.toContain('Pickled Bites');
    }
    // The shop reads its own names.
    const shopText = textOf(render('shop_new_order', order));
    expect(shopText).toContain('Pickled Bites');
    expect(shopText).toContain('Elk Burger');
    expect(shopText).not.toContain('Bocaditos');
  });

  it('leaves an English order as the shop wrote it', () => {
    const text = textOf(render('confirmation', buildOrderForSending({ spanishNames: { Skinning: 'Desollado' } })));
    expect(text).toContain('Skinning');
    expect(text).not.toContain('Desollado');
  });
});
