// In a real browser, each test in English or Spanish by turns (harness/languageTurns.ts; a 320 px phone in both), as the demo administrator: the console's "Team" section
// invites an administrator with chosen abilities, changes them in a dialog (the signed-in
// administrator's own "Team and activity" stays locked), removes them after asking, and shows those
// changes in the activity log; axe on the section and its dialogs, and nothing scrolls sideways at
// 320 px.
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { type BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { testsTakingTurns } from './harness/languageTurns';
import { verifyAdministratorOn } from './harness/secondFactor';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const INVITED = 'kim@example.org';

const TEXT = {
  en: {
    browserLocale: 'en-US',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    heading: 'Team',
    inviteForm: 'Invite administrator',
    viewGifts: 'See gifts and donors',
    statements: 'Send giving statements',
    manageTeam: 'Team and activity',
    invite: 'Send invitation',
    invited: `An invitation was sent to ${INVITED}.`,
    abilitiesOfKim: `What ${INVITED} can do`,
    changeMine: 'Change abilities: Avery Admin',
    mine: 'What Avery Admin can do',
    changeKim: `Change abilities: ${INVITED}`,
    save: 'Save',
    cancel: 'Cancel',
    removeKim: `Remove ${INVITED}`,
    removeDialog: `Remove ${INVITED}?`,
    removeConfirm: 'Remove administrator',
    activity: 'Activity',
    invitedEntry: 'Invited an administrator',
    removedEntry: 'Removed an administrator',
  },
  es: {
    browserLocale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    heading: 'Equipo',
    inviteForm: 'Invitar administrador',
    viewGifts: 'Ver donaciones y donantes',
    statements: 'Enviar estados de donaciones',
    manageTeam: 'Equipo y actividad',
    invite: 'Enviar invitación',
    invited: `Se envió una invitación a ${INVITED}.`,
    abilitiesOfKim: `Lo que ${INVITED} puede hacer`,
    changeMine: 'Cambiar permisos: Avery Admin',
    mine: 'Lo que Avery Admin puede hacer',
    changeKim: `Cambiar permisos: ${INVITED}`,
    save: 'Guardar',
    cancel: 'Cancelar',
    removeKim: `Quitar a ${INVITED}`,
    removeDialog: `¿Quitar a ${INVITED}?`,
    removeConfirm: 'Quitar administrador',
    activity: 'Actividad',
    invitedEntry: 'Invitó a un administrador',
    removedEntry: 'Quitó a un administrador',
  },
} as const;

type Locale = keyof typeof TEXT;

// One server for both languages: each test sets up what it needs, whatever the other language did.
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

describe.each(Object.keys(TEXT) as Locale[])('admin console Team in %s', (locale) => {
  const it = testsTakingTurns(Object.keys(TEXT), locale);
  const text = TEXT[locale];
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    ({ session, page } = await signInDemoAdministrator(server, text));
    // The team waits for the administrator's second factor; its own browser test is
    // adminSecondFactor.test.ts, so here it is set up through the API as the page would
    // (enrolled by the first language's session, verified with a recovery code by the next one's).
    await verifyAdministratorOn(server, page);
  });

  afterAll(async () => {
    await closeConsoleSession(session);
  });

  async function openSection() {
    await page.goto(server.urlFor('demo', '/admin/team'));
    await page.getByRole('heading', { level: 1, name: text.heading }).waitFor();
    await page.getByRole('button', { name: text.changeMine }).waitFor();
  }

  it('invites an administrator, changes what they can do, removes them, and logs it all', async () => {
    await openSection();
    const form = page.getByRole('form', { name: text.inviteForm });
    await form.getByRole('textbox', { name: text.email }).fill(INVITED);
    await form.getByRole('checkbox', { name: text.viewGifts }).check();
    await form.getByRole('button', { name: text.invite }).click();
    await page.getByRole('status').filter({ hasText: text.invited }).waitFor();
    expect(
      await page.getByRole('list', { name: text.abilitiesOfKim }).getByRole('listitem').allTextContents(),
    ).toEqual([text.viewGifts]);
    const log = page.getByRole('region', { name: text.activity });
    await log.getByText(text.invitedEntry).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // One's own "Team and activity" cannot be cleared here.
    await page.getByRole('button', { name: text.changeMine }).click();
    const mine = page.getByRole('dialog', { name: text.mine });
    expect(await mine.getByRole('checkbox', { name: text.manageTeam }).isDisabled()).toBe(true);
    expect(await mine.getByRole('checkbox', { name: text.manageTeam }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await mine.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: text.changeKim }).click();
    const change = page.getByRole('dialog', { name: text.abilitiesOfKim });
    await change.getByRole('checkbox', { name: text.statements }).check();
    expect(await axeViolations(page)).toEqual([]);
    await change.getByRole('button', { name: text.save }).click();
    await change.waitFor({ state: 'detached' });
    expect(
      await page.getByRole('list', { name: text.abilitiesOfKim }).getByRole('listitem').allTextContents(),
    ).toEqual([text.viewGifts, text.statements]);

    await page.getByRole('button', { name: text.removeKim }).click();
    const remove = page.getByRole('dialog', { name: text.removeDialog });
    expect(await axeViolations(page)).toEqual([]);
    await remove.getByRole('button', { name: text.removeConfirm }).click();
    await remove.waitFor({ state: 'detached' });
    await log.getByText(text.removedEntry).first().waitFor();

    // What changed is what the server keeps.
    await openSection();
    expect(await page.getByText(INVITED).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });

  it.everyLanguage('fits a 320 px phone without scrolling sideways', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    try {
      await openSection();
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
      ).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
