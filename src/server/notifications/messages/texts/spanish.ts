import type { MessageTexts } from './message-texts';

/**
 * The messages in Spanish, with the words the Spanish screens use (src/web/locales/es/messages.po). The SMS
 * are worded with GSM-7 letters only (é and ñ are in it; á, í, ó and ú are not), so that a Spanish text
 * costs the same segments as the English one rather than switching the whole message to UCS-2.
 */
export const SPANISH: MessageTexts = {
  terms: {
    'Customer Information': 'Datos del cliente',
    Name: 'Nombre',
    Email: 'Correo electrónico',
    Phone: 'Teléfono',
    'Prep Services': 'Servicios de preparación',
    'Prep Total': 'Total de preparación',
    'No prep services': 'Sin servicios de preparación',
    Processing: 'Procesamiento',
    Animal: 'Animal',
    Gender: 'Sexo',
    Weight: 'Peso',
    Cuts: 'Cortes',
    'Processing Cost': 'Costo de procesamiento',
    'Add-ons': 'Extras',
    'Add-ons Total': 'Total de extras',
    'Order Total': 'Total del pedido',
    'Grand Total': 'Total general',
    Deer: 'Venado',
    Hog: 'Jabalí',
    Buck: 'Macho',
    Doe: 'Hembra',
    Boar: 'Macho',
    Sow: 'Hembra',
    'Under 200 lbs': 'Menos de 200 lbs',
  },
  notChosen: 'Sin elegir',
  none: 'Ninguno',
  trackOrder: 'Siga su pedido',
  greeting: (name) => `Hola, ${name}:`,
  phoneLine: (phone) => `Teléfono: ${phone}`,
  pickupHoursLine: (hours) => `Horario para recoger: ${hours}`,
  confirmation: {
    sms: ({ orderNumber, total }) =>
      `Confirmamos su pedido ${orderNumber}. Total: ${total}. Le enviaremos los detalles por correo y le avisaremos cuando esté listo.`,
    subject: ({ orderNumber, total }) => `Pedido ${orderNumber} confirmado - ${total}`,
    heading: (orderNumber) => `Pedido ${orderNumber} confirmado`,
    thanks: (orderNumber) => `Gracias por su pedido ${orderNumber}. Esto es lo que recibimos:`,
    htmlIntro: 'gracias por su pedido. Esto es lo que recibimos:',
    closing: 'Nos comunicaremos con usted cuando su pedido esté listo.',
  },
  ready: {
    sentence: (orderAndTag) => `Ya puede recoger su pedido ${orderAndTag}.`,
    orderAndTag: (orderNumber, tagNumber) => `${orderNumber} (etiqueta ${tagNumber})`,
    subject: (orderNumber) => `Ya puede recoger su pedido ${orderNumber}`,
    balanceDue: (amount) => `Saldo pendiente ${amount}.`,
    paidInFull: 'Pagado por completo.',
    pickup: 'Para recoger',
    tag: 'Etiqueta',
    paid: 'Pagado',
    balanceDueLabel: 'Saldo pendiente',
    paidInFullLabel: 'Pagado por completo',
    pickupHours: 'Horario para recoger',
    address: 'Dirección',
    closing: 'Traiga su número de pedido o su etiqueta cuando venga, por favor.',
  },
  // GSM-7 letters only (no accents outside it), as the other Spanish SMS.
  cwdDetected: {
    pleaseCall: (shopName, orderNumber) => `Por favor, llame a ${shopName} sobre su pedido ${orderNumber}.`,
    theShop: 'la tienda',
    subject: (orderNumber) => `Sobre su pedido ${orderNumber}`,
  },
  pickupReminder: {
    sentence: (orderNumber, readySince) => `Su pedido ${orderNumber} está listo desde el ${readySince}.`,
    pickUpBy: (date) => `Por favor, recójalo a más tardar el ${date}.`,
    feeFrom: (fee, date) => `Después, el almacenamiento cuesta ${fee} por día a partir del ${date}.`,
    asSoonAsYouCan: 'Por favor, recójalo lo antes posible.',
    feeSince: (fee, date) => `El almacenamiento cuesta ${fee} por día desde el ${date}.`,
    subject: (orderNumber) => `Recordatorio: su pedido ${orderNumber} está listo para recoger`,
  },
  dropOff: {
    label: 'Entrega del animal',
    waitlistLabel: 'Lista de espera',
    daySentence: (day) => `Entrega del animal: ${day}.`,
    waitlistSentence: (day) => `Lista de espera: ${day}.`,
    spotOpened: (day, orderNumber) =>
      `Se abrió un lugar para entregar su animal el ${day} para su pedido ${orderNumber}.`,
    spotSubject: (orderNumber) => `Se abrió un lugar para entregar su animal, pedido ${orderNumber}`,
    spotClosing: 'Por favor, traiga su animal ese día.',
    reminder: (animal, orderNumber, day) =>
      `Recordatorio: traiga su ${animal === 'Deer' ? 'venado' : 'jabalí'} para el pedido ${orderNumber} mañana, ${day}.`,
  },
};
