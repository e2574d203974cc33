/** @jest-environment ./jest.jsdom-environment.js */
import type { ServerResponse } from 'node:http';
import { createHttpTestServer, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { firstScreenUrl, paintFirstScreens, takePaintedFirstScreen } from './firstScreenPaint';

// A first step as the server paints it, cut down to what the loader cares about: a field, a choice that
// works without the form's code, and the form's Continue (its label wrapped, as a donor may press that).
const FIRST_STEP = `<div class="halo-give" lang="en"><form novalidate="">
<input name="email" value="">
<label><input type="radio" name="amountChoice" value="5000"><span>$50.00</span></label>
<button type="submit"><span>Continue</span></button>
</form></div>`;

let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());

const sendHtml = (response: ServerResponse, html: string) => {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(html);
};

let consoleError: jest.SpyInstance;
beforeEach(() => {
  server.reset();
  server.on('GET', '/api/online-giving/demo/first-screen', (_request, response) =>
    sendHtml(response, FIRST_STEP),
  );
  document.body.replaceChildren();
  // jsdom reports a form it would have had to send (a navigation away from the church's page) here.
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  const errors = consoleError.mock.calls;
  jest.restoreAllMocks();
  expect(errors).toEqual([]);
});

function mount(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('halo-give');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const queryOf = (path: string) => Object.fromEntries(new URL(path, server.url).searchParams);

async function painted(attributes: Record<string, string> = { org: 'demo', locale: 'en' }) {
  const element = mount(attributes);
  await paintFirstScreens(document, server.url);
  const root = element.shadowRoot;
  if (!root) throw new Error('The first step was not painted');
  const form = root.querySelector('form') as HTMLFormElement;
  const button = root.querySelector('button') as HTMLButtonElement;
  return { element, root, form, button };
}

describe('paintFirstScreens', () => {
  it("paints the server's first step in an open shadow root before resolving", async () => {
    const { element, root } = await painted();
    expect(element.shadowRoot?.mode).toBe('open');
    expect(root.innerHTML).toBe(FIRST_STEP);
    expect(root.querySelector('[lang]')?.getAttribute('lang')).toBe('en');
  });

  it('asks for the first step with the attributes as the page wrote them, and only those the rendering reads', async () => {
    // The church's own API, named by the element's `api` attribute, rather than where the script came from.
    const api = await createHttpTestServer();
    try {
      mount({ org: ' Demo ', locale: 'es', amount: '50', class: 'giving', id: 'give' });
      mount({ org: 'hope', api: `${api.url}/somewhere`, frequency: 'monthly' });
      await paintFirstScreens(document, server.url);
      const [demo, ...others] = server.requests.map((request) => request.path);
      expect(others).toEqual([]);
      expect(demo?.split('?')[0]).toBe('/api/online-giving/demo/first-screen');
      expect(queryOf(demo ?? '')).toEqual({ org: ' Demo ', locale: 'es', amount: '50' });
      const hope = api.requests.map((request) => request.path);
      expect(hope.map((path) => path.split('?')[0])).toEqual(['/api/online-giving/hope/first-screen']);
      expect(queryOf(hope[0] ?? '')).toEqual({
        org: 'hope',
        frequency: 'monthly',
        api: `${api.url}/somewhere`,
      });
    } finally {
      await api.close();
    }
    expect(firstScreenUrl('https://halo.example', 'a b', { org: 'a b' })).toBe(
      'https://halo.example/api/online-giving/a%20b/first-screen?org=a+b',
    );
  });

  it('leaves alone an element that has a shadow root already: its own code renders it', async () => {
    const element = mount({ org: 'demo' });
    const own = element.attachShadow({ mode: 'open' });
    own.innerHTML = '<p>rendered by the element</p>';
    await paintFirstScreens(document, server.url);
    expect(own.innerHTML).toBe('<p>rendered by the element</p>');
    expect(takePaintedFirstScreen(element)).toBeNull();
  });

  it('paints nothing, and still resolves, when the step cannot be had', async () => {
    const unknown = mount({ org: 'nowhere' });
    // A port nothing listens on: the request itself fails.
    const unreachable = mount({ org: 'demo', api: 'http://127.0.0.1:9' });
    const noOrg = mount({ locale: 'en' });
    await expect(paintFirstScreens(document, server.url)).resolves.toBeDefined();
    for (const element of [unknown, unreachable, noOrg]) {
      expect(element.shadowRoot).toBeNull();
      expect(takePaintedFirstScreen(element)).toBeNull();
    }
    expect(server.requests.map((request) => request.path.split('?')[0])).toEqual([
      '/api/online-giving/nowhere/first-screen',
    ]);
  });

  it('does not paint an element the page removed or changed while the step was on its way', async () => {
    const removed = mount({ org: 'demo' });
    const changed = mount({ org: 'demo', amount: '50' });
    const painting = paintFirstScreens(document, server.url);
    removed.remove();
    changed.setAttribute('amount', '100');
    await painting;
    expect(removed.shadowRoot).toBeNull();
    expect(changed.shadowRoot).toBeNull();
  });
});

describe('presses on the painted step', () => {
  it("holds Continue until takeOver, without submitting the form or leaving the church's page", async () => {
    const { element, form, button } = await painted();
    // Where each click reaching the form started (an event's target is the host once it has passed).
    const clicks = jest.fn((event: Event) => event.composedPath()[0]);
    const submits = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('click', clicks);
    form.addEventListener('submit', submits);

    // Pressed on its label, as a finger would.
    const press = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    button.querySelector('span')?.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(clicks).not.toHaveBeenCalled();
    expect(submits).not.toHaveBeenCalled();

    // Enter in a field submits the form directly: held too, with nothing to press again.
    const enter = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(submits).not.toHaveBeenCalled();

    takePaintedFirstScreen(element)?.takeOver();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks.mock.results[0]?.value).toBe(button);
    expect(submits).toHaveBeenCalledTimes(1);

    // Once taken over, a press is the form's own at once.
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
    expect(submits).toHaveBeenCalledTimes(2);
  });

  it('lets a choice or a field be clicked as it is: they work without the form', async () => {
    const { root, form } = await painted();
    const clicks = jest.fn();
    form.addEventListener('click', clicks);
    const radio = root.querySelector('input[type="radio"]') as HTMLInputElement;
    const label = radio.closest('label')?.querySelector('span') as HTMLElement;
    const press = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    label.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    expect(radio.checked).toBe(true);
    (root.querySelector('input[name="email"]') as HTMLInputElement).click();
    // The label's click, the radio's click it causes, and the field's.
    expect(clicks).toHaveBeenCalledTimes(3);
  });
});

describe('takePaintedFirstScreen', () => {
  it('gives the painted step once, for the attributes it was painted for', async () => {
    const { element, root } = await painted({ org: 'demo', locale: 'en', amount: '50' });
    const taken = takePaintedFirstScreen(element);
    expect(taken?.root).toBe(root);
    expect(taken?.attributes).toEqual({ org: 'demo', locale: 'en', amount: '50' });
    expect(takePaintedFirstScreen(element)).toBeNull();
    expect(root.querySelector('form')).not.toBeNull();
  });

  it('drops the step, and the presses it held, when the page changed an attribute since', async () => {
    const { element, root, form, button } = await painted({ org: 'demo', locale: 'en', amount: '50' });
    const submits = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submits);
    button.click();
    element.removeAttribute('amount');
    expect(takePaintedFirstScreen(element)).toBeNull();
    expect(root.childNodes).toHaveLength(0);
    // The held Continue went with its step: the gift the donor meant is no longer the page's.
    expect(submits).not.toHaveBeenCalled();

    // The element renders itself in the same shadow root, where its own buttons work at once.
    root.innerHTML = '<button type="button">Try again</button>';
    const pressed = jest.fn();
    root.addEventListener('click', pressed);
    root.querySelector('button')?.click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('is null for an element nothing was painted in', () => {
    expect(takePaintedFirstScreen(mount({ org: 'demo' }))).toBeNull();
  });
});
