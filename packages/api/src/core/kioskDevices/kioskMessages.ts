// What a kiosk and its administrator read when a kiosk call is refused, in English and Spanish
// (docs/PRODUCT.md §20).
import type { Locale } from '@halo/domain';

const en = {
  notAKiosk: 'This browser is not a giving kiosk. An administrator starts one from the console.',
  revoked: 'This kiosk was turned off by an administrator. Start it again from the console.',
  expired: 'This kiosk’s 30 days are over. An administrator can start it again from the console.',
  otherChurch: 'This kiosk belongs to another church.',
  tooManyKiosks: 'The church already has 20 kiosks running: turn one off first.',
  publishedDemo: 'The published demo cannot start a kiosk: its administrator password is public.',
  walletRefused:
    'A giving kiosk takes only a card entered by hand, not Apple Pay or Google Pay: the wallet on a shared device is not the giver’s.',
  linkRefused:
    'A giving kiosk takes only a card entered by hand, not one from Link: on a shared device, Link would offer the next giver someone else’s cards.',
};

const es: typeof en = {
  notAKiosk: 'Este navegador no es un quiosco de donaciones. Un administrador lo inicia desde la consola.',
  revoked: 'Un administrador apagó este quiosco. Vuelve a iniciarlo desde la consola.',
  expired:
    'Los 30 días de este quiosco terminaron. Un administrador puede volver a iniciarlo desde la consola.',
  otherChurch: 'Este quiosco pertenece a otra iglesia.',
  tooManyKiosks: 'La iglesia ya tiene 20 quioscos funcionando: apaga uno primero.',
  publishedDemo:
    'La demostración publicada no puede iniciar un quiosco: la contraseña de su administrador es pública.',
  walletRefused:
    'Un quiosco de donaciones acepta solo una tarjeta ingresada a mano, no Apple Pay ni Google Pay: la billetera de un dispositivo compartido no es de quien dona.',
  linkRefused:
    'Un quiosco de donaciones acepta solo una tarjeta ingresada a mano, no una de Link: en un dispositivo compartido, Link ofrecería a quien dona después las tarjetas de otra persona.',
};

export type KioskMessage = keyof typeof en;

export function kioskMessage(locale: Locale, key: KioskMessage): string {
  return (locale === 'es' ? es : en)[key];
}
