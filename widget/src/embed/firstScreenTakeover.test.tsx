/** @jest-environment ./jest.jsdom-environment.js */
// The handover of a painted first step to React, without a browser: the server's own rendering, what a
// donor does before React has arrived, and React taking the markup over as its own.
import { act, fireEvent, within } from '@testing-library/react';
import { organizationSchema } from '@halo/domain';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { testOrganization } from '@halo/testkit/giving/testOrganization';
import { setImmediate } from 'node:timers';
import { createI18n, loadLanguage } from 'halo_shared/i18n';
import { hydrateRoot, type Root } from 'react-dom/client';
import * as v from 'valibot';
import { GivingApp } from '../giving/GivingApp';
import { givingCatalogue } from '../i18n/givingMessages';
import { defineHaloGive } from './defineHaloGive';
import { paintFirstScreens } from './firstScreenPaint';
import type { FirstScreenRequest } from './firstScreenServer';
import { carryOverFields } from './firstScreenTakeover';
import { prefetchGivingRecords } from './givingRecordPrefetch';
import { HaloGiveRoot } from './HaloGiveRoot';
import { shadowCss } from './shadowCss';

// The API renders with react-dom's Node build (jsdom's `browser` condition would pick the browser's),
// which schedules its work with Node's setImmediate, left out of jsdom's global.
jest.mock('react-dom/static', () => jest.requireActual<object>('react-dom/static.node'));
Object.assign(globalThis, { setImmediate });

// The server's rendering runs on its own copy of React and of the form, as in the API: React marks the
// contexts it renders (in development) and would take the server's marks for a second renderer.
let renderFirstScreen: (request: FirstScreenRequest) => Promise<string>;
let server: HttpTestServer;
beforeAll(async () => {
  await jest.isolateModulesAsync(async () => {
    ({ renderFirstScreen } = await import('./firstScreenServer'));
  });
  server = await createHttpTestServer();
});
afterAll(() => server.close());

let consoleError: jest.SpyInstance;
let roots: Root[] = [];
beforeEach(() => {
  server.reset();
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  for (const root of roots) act(() => root.unmount());
  roots = [];
  // Removing an element unmounts its form: a React update like any other.
  act(() => document.body.replaceChildren());
  jest.restoreAllMocks();
});

/** What `GET /api/online-giving/demo` answers. */
const record = () => JSON.parse(JSON.stringify(testOrganization)) as unknown;

function mount(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('halo-give');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** A `<halo-give org="demo">` in the page, its shadow root holding the server's first step. */
async function paintedByServer(): Promise<{ host: HTMLElement; root: ShadowRoot }> {
  const raw = { org: 'demo' };
  const html = await renderFirstScreen({ record: record(), raw, locale: 'en', scriptOrigin: server.url });
  const host = mount(raw);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = html;
  return { host, root };
}

// Queries on the element's frame, which holds the whole form: on the shadow root itself, a query that
// fails cannot print what it searched (Testing Library prints elements only) and hangs instead.
const stepIn = (root: ShadowRoot) => within(root.querySelector<HTMLElement>('.halo-give') ?? document.body);

/** What a donor does on the painted step, with no code of ours to hear it: the browser's own edits. */
function giveAsADonor(root: ShadowRoot): void {
  const field = (selector: string) => root.querySelector(`input[${selector}]`) as HTMLInputElement;
  field('name="email"').value = 'ana@example.com';
  field('name="firstName"').value = 'Ana';
  field('name="lastName"').value = 'Ruiz';
  field('name="amountChoice"][value="5000"').checked = true;
  field('name="lastName"').focus();
}

/** React taking `root` over as the element does, with `onTakenOver` as the element's ready callback. */
async function hydrate(host: HTMLElement, root: ShadowRoot, onTakenOver: () => void) {
  const recoverable = jest.fn();
  const organization = v.parse(organizationSchema, record());
  // As the element prepares it (firstScreenTakeover.ts): its translator with the step's strings in.
  const i18n = createI18n('en');
  await loadLanguage(i18n, 'en', givingCatalogue);
  await act(async () => {
    roots.push(
      hydrateRoot(
        root as unknown as Element,
        <HaloGiveRoot
          raw={{ org: 'demo' }}
          css={shadowCss}
          host={host}
          scriptOrigin={server.url}
          prepared={{ organization, givingForm: GivingApp, locale: 'en', onTakenOver }}
          i18n={i18n}
        />,
        { onRecoverableError: recoverable },
      ),
    );
  });
  // The same markup: React took it as it was, rendering nothing again.
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
}

describe("React taking the server's first step over", () => {
  it("keeps what the donor typed and chose, and makes it the form's own once it has taken over", async () => {
    const { host, root } = await paintedByServer();
    const step = stepIn(root);
    const painted = root.querySelector('form');
    giveAsADonor(root);
    const email = step.getByLabelText('Email') as HTMLInputElement;
    const fifty = step.getByRole('radio', { name: '$50.00' }) as HTMLInputElement;
    const fund = step.getByLabelText('Fund') as HTMLSelectElement;
    fund.value = 'fund_building';

    // Seen when the form says it has taken over, before anything is carried over: the same fields, as
    // the donor left them, and a form that does not know of them yet (no amount, so no total).
    let atTakeOver: Record<string, unknown> = {};
    const onTakenOver = jest.fn(() => {
      atTakeOver = {
        sameForm: root.querySelector('form') === painted,
        email: email.value,
        chosen: fifty.checked,
        fund: fund.value,
        focused: root.activeElement === step.getByLabelText('Last name'),
        total: step.queryByText(/^Total:/) !== null,
      };
      // As the element's takeover does (firstScreenTakeover.ts), before anything renders again.
      carryOverFields(root);
    });
    await hydrate(host, root, onTakenOver);
    expect(onTakenOver).toHaveBeenCalledTimes(1);
    expect(atTakeOver).toEqual({
      sameForm: true,
      email: 'ana@example.com',
      chosen: true,
      fund: 'fund_building',
      focused: true,
      total: false,
    });

    // The form now has them: it shows the total, marks the choice, and keeps the text as it renders.
    expect(step.getByText('Total: $50.00')).toBeTruthy();
    expect(fifty.closest('label')?.className).toContain('halo-radio--checked');
    expect(fund.value).toBe('fund_building');
    expect(email.value).toBe('ana@example.com');
    expect((step.getByLabelText('Last name') as HTMLInputElement).value).toBe('Ruiz');

    // Continue finds nothing missing and goes on to the card, for the gift the donor chose.
    fireEvent.click(step.getByRole('button', { name: 'Continue' }));
    expect(await step.findByLabelText('Card number')).toBeTruthy();
    expect(step.getByText('$50.00 to Building Fund, One time')).toBeTruthy();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("hears a choice changed from the server's and a ticked box, opening what they open", async () => {
    const { host, root } = await paintedByServer();
    const step = stepIn(root);
    // The server painted One time chosen; the donor chose Recurring, and a dedication.
    (step.getByRole('radio', { name: 'Recurring' }) as HTMLInputElement).checked = true;
    (step.getByLabelText('Give in honor or memory of someone') as HTMLInputElement).checked = true;
    await hydrate(host, root, () => carryOverFields(root));

    expect(step.getByRole('radio', { name: 'One time' })).toHaveProperty('checked', false);
    expect(step.getByRole('radio', { name: 'Recurring' }).closest('label')?.className).toContain(
      'halo-radio--checked',
    );
    expect(step.getByRole('group', { name: 'How often' })).toBeTruthy();
    expect(step.getByLabelText('Start date')).toBeTruthy();
    expect(await step.findByRole('radio', { name: 'In honor of' })).toBeTruthy();
    expect(step.getByLabelText('Give in honor or memory of someone')).toHaveProperty('checked', true);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('leaves alone fields the donor did not touch', async () => {
    const { host, root } = await paintedByServer();
    const step = stepIn(root);
    await hydrate(host, root, () => undefined);
    const heard = jest.fn();
    for (const type of ['input', 'click', 'change']) root.addEventListener(type, heard, true);
    act(() => carryOverFields(root));
    expect(heard).not.toHaveBeenCalled();
    // Continue then finds the donor's details missing, as on a fresh form.
    fireEvent.click(step.getByRole('button', { name: 'Continue' }));
    expect(step.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(step.queryByLabelText('Card number')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("hands each painted step to its element, which presses the donor's Continue once it has taken over", async () => {
    const hope = { ...testOrganization, prefixedId: 'org_2', subdomain: 'hope', name: 'Hope Chapel' };
    for (const [org, answer] of Object.entries({ demo: testOrganization, hope })) {
      server.on('GET', `/api/online-giving/${org}`, (_request, response) => sendJson(response, 200, answer));
      server.on('GET', `/api/online-giving/${org}/first-screen`, async (request, response) => {
        const raw = Object.fromEntries(new URL(request.path, server.url).searchParams);
        const locale = raw.locale === 'es' ? 'es' : 'en';
        const html = await renderFirstScreen({ record: answer, raw, locale, scriptOrigin: server.url });
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end(html);
      });
    }
    const ready = jest.fn();
    document.addEventListener('halo-give:ready', ready);
    // Spanish words as slow to come as on a phone: the element must have them before it takes the step
    // over, or React renders the waiting part again and what the donor did there is lost.
    const spanishWords = givingCatalogue.es;
    jest.spyOn(givingCatalogue, 'es').mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return spanishWords();
    });
    const elements = [mount({ org: 'demo' }), mount({ org: 'hope', locale: 'es' })];

    // As `halo-give.js` does: the records asked for, the steps painted, then the element defined.
    prefetchGivingRecords(document, server.url);
    await paintFirstScreens(document, server.url);
    const shadows = elements.map((element) => element.shadowRoot as ShadowRoot);
    const headings = shadows.map((root) => root.querySelector('h1') as HTMLHeadingElement);
    for (const root of shadows) {
      giveAsADonor(root);
      // Pressed before React has it: held, the form not sent anywhere.
      const press = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
      root.querySelector('button[type="submit"]')?.dispatchEvent(press);
      expect(press.defaultPrevented).toBe(true);
    }

    await act(async () => {
      defineHaloGive({ scriptOrigin: server.url });
    });
    // Each held Continue, pressed again once the form had the donor's details: the card step follows,
    // the Spanish one once its Spanish words had come (the painted step stayed meanwhile).
    const [english, spanish] = shadows.map(stepIn);
    expect(await english?.findByLabelText('Card number')).toBeTruthy();
    expect(english?.getByText('$50.00 to General Fund, One time')).toBeTruthy();
    expect(await spanish?.findByLabelText('Número de tarjeta')).toBeTruthy();
    expect(spanish?.getByRole('heading', { level: 1 }).textContent).toBe('Donaciones en línea - Hope Chapel');
    expect(ready).toHaveBeenCalledTimes(2);
    document.removeEventListener('halo-give:ready', ready);
    // Taken over, not rendered again: each painted heading is still the one on the screen.
    for (const heading of headings) expect(heading.isConnected).toBe(true);
    expect(shadows.map((root) => root.querySelector('style')?.textContent)).toEqual([shadowCss, shadowCss]);
    // The records the loader asked for were the ones the elements used: each asked for once.
    expect(server.requests.map((request) => request.path.split('?')[0]).sort()).toEqual([
      '/api/online-giving/demo',
      '/api/online-giving/demo/first-screen',
      '/api/online-giving/hope',
      '/api/online-giving/hope/first-screen',
    ]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
