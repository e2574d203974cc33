import type { AccountingExportMessagesText } from './accountingExportMessages';

export const es: AccountingExportMessagesText = {
  title: 'Exportación contable',
  introDeposit:
    'Este depósito como un asiento que importa tu programa de contabilidad: la cuenta bancaria cargada con el neto, las comisiones, y los ingresos de cada fondo abonados con sus donativos.',
  introRange:
    'Los depósitos pagados en un periodo, un asiento por cada uno, tal como los importa tu programa de contabilidad. Indica antes las cuentas en Pagos, Cuentas contables.',
  software: 'Programa de contabilidad',
  quickbooksOnline: 'QuickBooks Online',
  xero: 'Xero',
  startDate: 'Fecha de inicio',
  endDate: 'Fecha de fin',
  download: 'Descargar asiento',
  downloaded: 'Asiento descargado.',
  failed: 'No se pudo exportar el asiento. Inténtalo de nuevo.',
};
