import type { AccountingAccountsMessagesText } from './accountingAccountsMessages';

export const es: AccountingAccountsMessagesText = {
  title: 'Cuentas contables',
  intro:
    'Las cuentas en las que asienta la exportación contable de la sección Depósitos, tal como las nombra tu plan de cuentas: el nombre de la cuenta para QuickBooks Online (una subcuenta como Cuenta:Subcuenta), su código para Xero (como 090).',
  bank: 'Cuenta bancaria',
  bankHint: 'Donde llegan los depósitos: se carga con el neto de cada depósito.',
  fees: 'Cuenta de comisiones',
  feesHint: 'Se carga con las comisiones del procesador y las de disputas.',
  fundsTitle: 'Cuenta de ingresos de cada fondo',
  fundsHint:
    'Se abona con los donativos al fondo; los reembolsos y los donativos disputados se descuentan de ella.',
  income: 'Cuenta de ingresos de {{fund}}',
  save: 'Guardar cuentas',
  saved: 'Cuentas contables guardadas.',
  failed: 'No se pudieron guardar las cuentas. Inténtalo de nuevo.',
};
