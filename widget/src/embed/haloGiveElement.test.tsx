/** @jest-environment ./jest.jsdom-environment.js */
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import {
  cardAnswer,
  customerAnswer,
  giftAnswer,
  testOrganization,
} from '@halo/testkit/giving/testOrganization';
import { defineHaloGive } from './defineHaloGive';
import type { HaloGiveEventMap } from './events';

withTestApiClient();

let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
  defineHaloGive({ scriptOrigin: server.url });
});
afterAll(() => server.close());

const otherOrganization = {
  ...testOrganization,
  prefixedId: 'org_2',
  subdomain: 'hope',
  name: 'Hope Chapel',
  onlineGiving: { ...testOrganization.onlineGiving, fixedAmounts: [1000, 2000] },
};

beforeEach(() => {
  server.reset();
  server.on('GET', '/api/online-giving/demo', (_request, response) =>
    sendJson(response, 200, testOrganization),
  );
  server.on('GET', '/api/online-giving/hope', (_request, response) =>
    sendJson(response, 200, otherOrganization),
  );
  server.on('POST', '/api/give/customer', (_request, response) => sendJson(response, 200, customerAnswer));
  server.on('POST', '/api/give/sandbox/payment-methods', (_request, response) =>
    sendJson(response, 200, cardAnswer),
  );
  server.on('POST', '/api/give', (_request, response) => sendJson(response, 201, giftAnswer));
  localStorage.clear();
  document.documentElement.lang = 'fr';
});
afterEach(() => {
  // Removing an element unmounts its form: a React update like any other.
  act(() => document.body.replaceChildren());
  jest.restoreAllMocks();
});

function mount(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('halo-give');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  act(() => {
    document.body.append(element);
  });
  return element;
}

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('<halo-give>', () => {
  it('renders the form in its shadow root, fires halo-give:ready, and leaves the page alone', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const ready = jest.fn();
    document.addEventListener('halo-give:ready', ready);
    const element = mount({ org: 'demo', locale: 'es' });
    expect((await shadow(element).findByRole('heading', { level: 1 })).textContent).toBe(
      'Donaciones en línea - Grace Community Church',
    );
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    expect((ready.mock.calls[0]?.[0] as CustomEvent<HaloGiveEventMap['halo-give:ready']>).detail).toEqual({
      org: 'demo',
    });
    document.removeEventListener('halo-give:ready', ready);
    // docs/ARCHITECTURE.md §3: no user-locale in the church's storage, its <html lang> untouched, no cookies asked.
    expect(setItem).not.toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('fr');
    expect(server.requests.map((request) => request.path)).toEqual(['/api/online-giving/demo']);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });

  it('preselects amount, fund and frequency from its attributes; a bad value warns and uses the default', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const element = mount({
      org: 'demo',
      locale: 'en',
      amount: '50',
      fund: 'Building Fund',
      frequency: 'annually',
    });
    const form = shadow(element);
    expect(await form.findByRole('radio', { name: '$50.00' })).toHaveProperty('checked', true);
    expect((form.getByLabelText('Fund') as HTMLSelectElement).value).toBe('fund_building');
    expect(form.getByRole('radio', { name: 'One time' })).toHaveProperty('checked', true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('frequency="annually"'));
  });

  it('follows attribute changes and removals once in the page, and parses nothing before', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = jest.fn();
    document.addEventListener('halo-give:error', errors);
    // Attributes written one by one on a detached element: no "org is required" before org comes.
    const element = document.createElement('halo-give');
    element.setAttribute('locale', 'en');
    element.setAttribute('amount', '50');
    element.setAttribute('org', 'demo');
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    act(() => {
      document.body.append(element);
    });
    const form = shadow(element);
    expect(await form.findByRole('radio', { name: '$50.00' })).toHaveProperty('checked', true);
    expect(warn).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();

    act(() => element.setAttribute('locale', 'es'));
    expect((await form.findByRole('heading', { level: 1 })).textContent).toBe(
      'Donaciones en línea - Grace Community Church',
    );
    act(() => element.setAttribute('amount', 'lots'));
    act(() => element.setAttribute('locale', 'en'));
    // The bad amount warned once, when written, not again when the locale changed.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('amount="lots"'));
    act(() => element.removeAttribute('org'));
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect((errors.mock.calls[0]?.[0] as CustomEvent<HaloGiveEventMap['halo-give:error']>).detail.code).toBe(
      'invalid-org',
    );
    expect(form.queryByRole('heading')).toBeNull();
    document.removeEventListener('halo-give:error', errors);
  });

  it('two elements on one page show two churches independently', async () => {
    const first = mount({ org: 'demo', locale: 'en' });
    const second = mount({ org: 'hope', locale: 'es' });
    expect((await shadow(first).findByRole('heading', { level: 1 })).textContent).toBe(
      'Online Giving - Grace Community Church',
    );
    expect((await shadow(second).findByRole('heading', { level: 1 })).textContent).toBe(
      'Donaciones en línea - Hope Chapel',
    );
    fireEvent.click(shadow(first).getByRole('radio', { name: '$100.00' }));
    expect(shadow(first).getByRole('radio', { name: '$100.00' })).toHaveProperty('checked', true);
    expect(
      shadow(second)
        .getAllByRole('radio', { checked: true })
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Una sola vez']);
  });

  it('fires halo-give:completed with the gift, and removes its listeners when removed', async () => {
    const completed = jest.fn();
    const element = mount({ org: 'demo', locale: 'en' });
    element.addEventListener('halo-give:completed', completed);
    const form = shadow(element);
    fireEvent.click(await form.findByRole('radio', { name: '$50.00' }));
    fireEvent.change(form.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(form.getByLabelText('First name'), { target: { value: 'Ana' } });
    fireEvent.change(form.getByLabelText('Last name'), { target: { value: 'Ruiz' } });
    fireEvent.click(form.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await form.findByLabelText('Card number'), { target: { value: '4242424242424242' } });
    fireEvent.change(form.getByLabelText('Expiration date (MM/YYYY)'), { target: { value: '12/2030' } });
    fireEvent.change(form.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.change(form.getByLabelText('Cardholder name'), { target: { value: 'Ana Ruiz' } });
    fireEvent.click(form.getByRole('button', { name: 'Give Now' }));
    await form.findByRole('heading', { name: 'Thank you for your gift!' });
    expect(completed).toHaveBeenCalledTimes(1);
    expect((completed.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      giftId: 'con_1',
      amount: 5000,
      frequency: 'one_time',
    });
    expect(server.requests.every((request) => request.headers.cookie === undefined)).toBe(true);

    const removed = jest.spyOn(window, 'removeEventListener');
    act(() => element.remove());
    expect(removed).toHaveBeenCalledWith('beforeunload', expect.any(Function));
  });

  it('warns before unload only while a form is half filled', async () => {
    const element = mount({ org: 'demo', locale: 'en' });
    const form = shadow(element);
    await form.findByRole('heading', { level: 1 });
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.change(form.getByLabelText('Email'), { target: { value: 'ana@' } });
    // The element renders outside React's act(), so the guard's effect may run a tick after the
    // heading shows (seen on a loaded machine): wait for it rather than assume it.
    await waitFor(() => {
      const dirty = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(dirty);
      expect(dirty.defaultPrevented).toBe(true);
    });
  });

  it("says the server is out of reach when the church's record cannot be loaded, and loads it again on Try again", async () => {
    let reachable = false;
    server.on('GET', '/api/online-giving/hope', (_request, response) =>
      reachable ? sendJson(response, 200, otherOrganization) : sendJson(response, 500, { message: 'down' }),
    );
    const errors = jest.fn();
    document.addEventListener('halo-give:error', errors);
    const element = mount({ org: 'hope', locale: 'es' });
    const root = element.shadowRoot as unknown as HTMLElement;
    const alert = await within(root).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain(
      'Hay un problema al intentar conectar con el servidor. Actualiza la página e inténtalo de nuevo.',
    );
    expect((errors.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      code: 'load-failed',
      message:
        'Hay un problema al intentar conectar con el servidor. Actualiza la página e inténtalo de nuevo.',
    });
    document.removeEventListener('halo-give:error', errors);

    reachable = true;
    const tryAgain = within(root).getByRole('button', { name: 'Intentar de nuevo' });
    act(() => {
      tryAgain.focus();
      fireEvent.click(tryAgain);
    });
    expect((await within(root).findByRole('heading', { level: 1 })).textContent).toContain('Hope Chapel');
    expect(within(root).queryByRole('alert')).toBeNull();
    // The button went away with the message: focus stays in the element, on its frame, not the page's body.
    expect(element.shadowRoot?.activeElement).toBe(root.querySelector('.halo-give'));
  });

  it('fires halo-give:error when the church is unknown', async () => {
    const errors = jest.fn();
    document.addEventListener('halo-give:error', errors);
    mount({ org: 'nowhere' });
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect((errors.mock.calls[0]?.[0] as CustomEvent).detail.code).toBe('organization-not-found');
    document.removeEventListener('halo-give:error', errors);
  });
});
