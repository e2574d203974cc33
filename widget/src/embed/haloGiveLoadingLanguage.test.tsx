/** @jest-environment ./jest.jsdom-environment.js */
// A file of its own: Spanish fetched once is kept for the whole page (module state), so an element
// mounted after another Spanish one would find it already there and never show the moment pinned here.
import { act, waitFor, within } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { testOrganization } from '@halo/testkit/giving/testOrganization';
import { defineHaloGive } from './defineHaloGive';

withTestApiClient();

let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
  defineHaloGive({ scriptOrigin: server.url });
});
afterAll(() => server.close());
afterEach(() => act(() => document.body.replaceChildren()));

describe('<halo-give locale="es"> while it loads', () => {
  it('shows its loading state in Spanish from the first frame, before its Spanish strings arrive', async () => {
    // The church's record is held back, so the element stays in its loading state until released.
    const held: ServerResponse[] = [];
    server.on('GET', '/api/online-giving/demo', (_request, response) => void held.push(response));
    const element = document.createElement('halo-give');
    element.setAttribute('org', 'demo');
    element.setAttribute('locale', 'es');
    const seen: string[] = [];
    const watch = new MutationObserver(() => seen.push(element.shadowRoot?.textContent ?? ''));

    act(() => {
      document.body.append(element);
    });
    const root = element.shadowRoot as unknown as HTMLElement;
    // Watched from before its first render (which waits for its styles' chunk): it starts in Spanish,
    // and its Spanish strings are asked for only then.
    watch.observe(root, { childList: true, subtree: true, characterData: true });
    expect((await within(root).findByRole('status')).textContent).toBe('Cargando…');

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(root).getByRole('status').textContent).toBe('Cargando…');
    // The record's request may still be on its way on a busy machine: released once it has arrived.
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    for (const response of held) sendJson(response, 200, testOrganization);
    expect((await within(root).findByRole('heading', { level: 1 })).textContent).toBe(
      'Donaciones en línea - Grace Community Church',
    );
    watch.disconnect();
    expect(seen.filter((text) => text.includes('Loading'))).toEqual([]);
  });
});
