// The weekly email of the donor lists (docs/PRODUCT.md §15), in the administrator's language: how many
// are on each list now, with the console's own defaults, and how that changed since last week's
// email, and a plain link to the console's Donors (no token: the administrator signs in as always).
// Sizes only, never a donor's name or email: the message travels outside the console.
import escapeHtml from 'escape-html';
import {
  DEFAULT_DONOR_LIST_PERIOD_DAYS,
  DEFAULT_LAPSED_WINDOWS,
  DEFAULT_TOP_GIVERS,
  formatCalendarDay,
  formattingLocale,
  type CalendarDate,
  type Locale,
} from '@halo/domain';
import type { DonorListSizes } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';

export interface WeeklyDonorListsEmailDetails {
  to: string;
  locale: Locale;
  churchName: string;
  /** The church's country (ISO 3166 alpha-2), for how dates and numbers are written. */
  country: string | null;
  weekStart: CalendarDate;
  sizes: DonorListSizes;
  /** Last week's sizes; null when no email was made last week. */
  lastWeek: DonorListSizes | null;
  /** The console's Donors on the church's own host. */
  donorsUrl: string;
}

const LISTS = [
  'firstTime',
  'lapsed',
  'topGivers',
  'atRisk',
] as const satisfies readonly (keyof DonorListSizes)[];

const { lookbackMonths, quietDays } = DEFAULT_LAPSED_WINDOWS;
const days = DEFAULT_DONOR_LIST_PERIOD_DAYS;

const text = {
  en: {
    subject: (church: string) => `This week's donor lists at ${church}`,
    lead: (church: string, week: string) => `${church}'s donor lists for the week of ${week}:`,
    list: {
      firstTime: `First-time givers (last ${days} days)`,
      lapsed: `Lapsed givers (gave in the ${lookbackMonths} months before, not in the last ${quietDays} days)`,
      topGivers: `Top givers (last ${days} days, at most ${DEFAULT_TOP_GIVERS})`,
      atRisk: 'Recurring gifts at risk',
    },
    change: (difference: number, count: string) =>
      difference === 0
        ? 'same as last week'
        : difference > 0
          ? `up ${count} since last week`
          : `down ${count} since last week`,
    firstWeek: 'no figure from last week to compare',
    open: 'See the lists in the console (sign in as usual):',
    why: 'You get this email because you can see the church’s donors. To stop it, turn off “Email me a summary of these lists every Monday” under Donor lists in the console’s Donors.',
  },
  es: {
    subject: (church: string) => `Las listas de donantes de esta semana en ${church}`,
    lead: (church: string, week: string) => `Las listas de donantes de ${church} de la semana del ${week}:`,
    list: {
      firstTime: `Donantes por primera vez (últimos ${days} días)`,
      lapsed: `Donantes inactivos (donaron en los ${lookbackMonths} meses anteriores, no en los últimos ${quietDays} días)`,
      topGivers: `Principales donantes (últimos ${days} días, como máximo ${DEFAULT_TOP_GIVERS})`,
      atRisk: 'Donaciones recurrentes en riesgo',
    },
    change: (difference: number, count: string) =>
      difference === 0
        ? 'igual que la semana pasada'
        : difference > 0
          ? `${count} más que la semana pasada`
          : `${count} menos que la semana pasada`,
    firstWeek: 'sin cifra de la semana pasada para comparar',
    open: 'Ve las listas en la consola (inicia sesión como siempre):',
    why: 'Recibes este correo porque puedes ver los donantes de la iglesia. Para dejar de recibirlo, desactiva «Enviarme cada lunes un resumen de estas listas» en Listas de donantes, en la sección Donantes de la consola.',
  },
} as const;

/** Each list's line: its name, its size and how that moved since last week. */
export function weeklyDonorListsLines(details: WeeklyDonorListsEmailDetails): string[] {
  const t = text[details.locale];
  const numbers = new Intl.NumberFormat(formattingLocale(details.locale, details.country));
  return LISTS.map((list) => {
    const size = details.sizes[list];
    const change = details.lastWeek
      ? t.change(size - details.lastWeek[list], numbers.format(Math.abs(size - details.lastWeek[list])))
      : t.firstWeek;
    return `${t.list[list]}: ${numbers.format(size)} (${change})`;
  });
}

export function weeklyDonorListsEmail(details: WeeklyDonorListsEmailDetails): MailMessage {
  const t = text[details.locale];
  const week = formatCalendarDay(details.weekStart, formattingLocale(details.locale, details.country));
  const lead = t.lead(details.churchName, week);
  const lines = weeklyDonorListsLines(details);
  const url = escapeHtml(details.donorsUrl);
  return {
    to: details.to,
    subject: t.subject(details.churchName),
    text: [lead, '', ...lines.map((line) => `- ${line}`), '', t.open, details.donorsUrl, '', t.why].join(
      '\n',
    ),
    html:
      `<p>${escapeHtml(lead)}</p>` +
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
      `<p>${escapeHtml(t.open)} <a href="${url}">${url}</a></p>` +
      `<p>${escapeHtml(t.why)}</p>`,
  };
}
