// In a real browser 1440 px wide, the console's overview shows its Latest gifts table whole: the
// table's last column (the gift's status) ends inside the panel, and the table needs no sideways
// scrolling, in English and Spanish (Spanish words are longer).
import { closeConsoleSession, signInDemoAdministrator, type ConsoleSession } from './harness/consoleSession';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const TEXT = {
  en: {
    browserLocale: 'en-US',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    latest: 'Latest gifts',
  },
  es: {
    browserLocale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    latest: 'Últimas donaciones',
  },
} as const;

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

describe.each(['en', 'es'] as const)('the console overview at 1440 px (%s)', (locale) => {
  const text = TEXT[locale];
  let console: ConsoleSession | undefined;

  afterEach(async () => {
    await closeConsoleSession(console?.session);
    console = undefined;
  });

  it('shows every column of the Latest gifts table inside its panel, without sideways scrolling', async () => {
    console = await signInDemoAdministrator(server, text);
    const { page } = console;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(server.urlFor('demo', '/admin'));
    const table = page.getByRole('table', { name: text.latest });
    await table.waitFor();
    const measured = await table.evaluate((element) => {
      const frame = element.parentElement!;
      const panel = element.closest('section')!;
      const lastHeader = element.querySelector('thead th:last-child')!;
      const lastCells = [...element.querySelectorAll('tbody td:last-child')];
      const right = (box: Element) => box.getBoundingClientRect().right;
      return {
        columnRight: Math.max(right(lastHeader), ...lastCells.map(right)),
        frameRight: right(frame),
        panelRight: right(panel),
        rows: lastCells.length,
        scrollsSideways: frame.scrollWidth > frame.clientWidth,
      };
    });
    expect(measured.rows).toBeGreaterThan(0);
    expect(measured.scrollsSideways).toBe(false);
    expect(measured.columnRight).toBeLessThanOrEqual(measured.frameRight);
    expect(measured.columnRight).toBeLessThanOrEqual(measured.panelRight);
  });
});
