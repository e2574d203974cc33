import type { WalletMessages } from './walletMessages';

// The Spanish of walletMessages.ts, in the `giving-es` chunk with the rest of the form's Spanish: fetched only once a page speaks Spanish.
export const es: WalletMessages = {
  legend: 'Donación rápida',
  testWallet: 'Pagar con la billetera de prueba',
  testWalletHint:
    'La billetera de prueba reemplaza a Apple Pay y Google Pay en el sandbox y dona como la tarjeta de prueba 4242. No se mueve dinero.',
  orCard: 'O done con una tarjeta abajo.',
  recurringHint:
    'En una donación recurrente, la tarjeta que da su billetera se guarda para las donaciones siguientes.',
  recurringDescription: 'Donación recurrente a {{church}}',
  recurringLabel: 'Donación recurrente',
};
