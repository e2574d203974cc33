import type { BankMessages } from './bankMessages';

// The Spanish of bankMessages.ts, in the `giving-es` chunk with the rest of the form's Spanish: fetched only once a page speaks Spanish.
export const es: BankMessages = {
  method: 'Pagar con',
  card: 'Tarjeta',
  bank: 'Cuenta bancaria',
  legend: 'Cuenta bancaria',
  testHint:
    'Modo de prueba: número de ruta 110000000 y número de cuenta 000123456789. No se debita ninguna cuenta bancaria.',
  routing: 'Número de ruta',
  account: 'Número de cuenta',
  holder: 'Nombre del titular de la cuenta',
  type: 'Tipo de cuenta',
  checking: 'Corriente',
  savings: 'Ahorros',
  save: 'Guardar esta cuenta bancaria en mis métodos de pago para mis próximas donaciones',
  savedForRecurring:
    'Una donación recurrente se debita de esta cuenta bancaria cada vez: se guarda en sus métodos de pago, donde puede cambiarla.',
  mandate: 'Autorizo este débito de mi cuenta bancaria',
  mandateRequired: 'Marque la casilla para autorizar el débito de su cuenta bancaria.',
  summaryWithFee: '{{total}} ({{amount}} + {{fee}} de comisión bancaria) para {{fund}}, {{frequency}}',
  processing:
    'Su donación desde su cuenta bancaria está en proceso. Un débito bancario tarda unos 4 días hábiles; su recibo se enviará a {{email}} cuando se complete, previsto para el {{date}}.',
  processingGeneric:
    'Su donación desde su cuenta bancaria está en proceso. Un débito bancario tarda unos 4 días hábiles; se prevé que se complete el {{date}}.',
  stripeHint:
    'Al elegir Donar ahora, Stripe, nuestro procesador de pagos, abre una ventana donde conecta su cuenta bancaria iniciando sesión en su banco, o ingresa sus números de ruta y de cuenta.',
  holderRequired: 'Ingrese el nombre del titular de la cuenta.',
  notLinked: 'Su cuenta bancaria no se conectó. Elija Donar ahora de nuevo para conectarla.',
  verify:
    'Hay que verificar su cuenta bancaria antes de debitarla: en 1 a 2 días hábiles Stripe hace un pequeño depósito en ella y le envía un correo. Ingrese los montos o el código en la página de verificación de Stripe.',
  verifyLink: 'Verificar su cuenta bancaria',
};
