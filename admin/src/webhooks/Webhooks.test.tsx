/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import type {
  AdminWebhookDeliveryFieldsFragment,
  AdminWebhookEndpointFieldsFragment,
} from '@halo/shared/graphql/admin-webhooks';
import { consoleUser, fieldRefusal, testOrganization } from '@halo/testkit/admin/adminTestData';
import { createFakeGraphql, type FakeGraphql } from '@halo/testkit/api/fakeGraphql';
import Webhooks from '../screens/Webhooks';

const graphql = jest.fn();
withTestApiClient({ graphql });
const mockedGraphql = graphql as jest.Mock;

const EVENTS = [
  'gift.succeeded',
  'gift.failed',
  'gift.refunded',
  'gift.refund_failed',
  'recurring.created',
  'recurring.updated',
  'recurring.cancelled',
  'donor.created',
  'deposit.paid',
  'deposit.failed',
];

const endpoint = (
  prefixedId: string,
  url: string,
  change: Partial<AdminWebhookEndpointFieldsFragment> = {},
): AdminWebhookEndpointFieldsFragment => ({
  prefixedId,
  url,
  events: EVENTS,
  createdAt: '2026-03-01T15:00:00Z',
  removedAt: null,
  waiting: 0,
  failed: 0,
  lastDelivery: null,
  ...change,
});

const CRM = endpoint('whk_1', 'https://crm.example.org/halo', {
  lastDelivery: {
    type: 'gift.succeeded',
    createdAt: '2026-03-02T15:00:00Z',
    state: 'delivered',
    attempts: 1,
    responseCode: 204,
  },
});
const OLD = endpoint('whk_0', 'https://old.example.org/hook', { removedAt: '2026-02-01T15:00:00Z' });

const delivery = (
  change: Partial<AdminWebhookDeliveryFieldsFragment> = {},
): AdminWebhookDeliveryFieldsFragment => ({
  eventId: 'msg_1',
  type: 'gift.succeeded',
  createdAt: '2026-03-02T15:00:00Z',
  state: 'delivered',
  attempts: 1,
  lastResponseCode: 204,
  lastError: null,
  nextAttemptAt: null,
  ...change,
});

let endpoints: AdminWebhookEndpointFieldsFragment[];
let fake: FakeGraphql;
beforeEach(() => {
  testStore().setState({
    organization: {
      ...testOrganization,
      onlineGiving: { ...testOrganization.onlineGiving, timeZone: 'America/Chicago' },
    },
    user: consoleUser(['manage-giving']),
    path: '/admin/webhooks',
  });
  endpoints = [OLD, CRM];
  fake = createFakeGraphql({
    AdminWebhooks: () => ({ adminWebhooks: { endpoints, eventTypes: EVENTS, maxEndpoints: 10 } }),
    AdminWebhookDeliveries: (variables) => ({
      adminWebhookDeliveries: variables.after
        ? {
            items: [
              delivery({ eventId: 'msg_0', type: 'recurring.created', createdAt: '2026-03-01T15:00:00Z' }),
            ],
            nextCursor: null,
          }
        : {
            items: [
              delivery(),
              delivery({
                eventId: 'msg_2',
                type: 'donor.created',
                state: 'waiting',
                attempts: 2,
                lastResponseCode: 500,
                lastError: 'The endpoint answered 500',
                nextAttemptAt: '2026-03-02T16:00:00Z',
              }),
            ],
            nextCursor: 'after-msg_2',
          },
    }),
  });
  mockedGraphql.mockReset();
  mockedGraphql.mockImplementation(fake);
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

const list = () => screen.getByRole('region', { name: 'Endpoints' });

describe('Webhooks', () => {
  it('lists the endpoints: URL, events, when added, removed or not, the last delivery', async () => {
    render(<Webhooks />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Webhooks');
    await screen.findByText('https://crm.example.org/halo');
    const items = within(list()).getAllByRole('listitem');
    expect(items[1]?.textContent).toContain('Receiving events');
    expect(items[1]?.textContent).toContain('Last: gift.succeeded, delivered');
    expect(items[1]?.textContent).toContain(`Events: ${EVENTS.join(', ')}`);
    expect(items[0]?.textContent).toContain('Removed');
    // A removed endpoint keeps its log but cannot be removed again.
    expect(within(list()).queryByRole('button', { name: 'Remove https://old.example.org/hook' })).toBeNull();
    expect(within(list()).getByRole('button', { name: 'Remove https://crm.example.org/halo' })).toBeTruthy();
  });

  it('adds an endpoint with every event checked, then shows the secret once and focuses it', async () => {
    fake.answer('AddWebhookEndpoint', (variables) => {
      const added = endpoint('whk_2', String(variables.url), { events: variables.events as string[] });
      endpoints = [...endpoints, added];
      return { addWebhookEndpoint: { endpoint: added, secret: 'whsec_c2VjcmV0' } };
    });
    render(<Webhooks />);
    const form = await screen.findByRole('form', { name: 'Add endpoint' });
    const checkboxes = within(form).getAllByRole('checkbox') as HTMLInputElement[];
    expect(checkboxes.map((box) => box.checked)).toEqual(EVENTS.map(() => true));
    fireEvent.click(within(form).getByRole('checkbox', { name: /donor\.created/ }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Endpoint URL' }), {
      target: { value: 'https://new.example.org/h' },
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add endpoint' })));
    expect(fake.variablesOf('AddWebhookEndpoint')).toEqual([
      {
        organizationPrefixedId: 'org_1',
        url: 'https://new.example.org/h',
        events: EVENTS.filter((type) => type !== 'donor.created'),
      },
    ]);
    const panel = screen.getByRole('region', { name: 'Signing secret' });
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Signing secret' }));
    expect(
      (
        within(panel).getByRole('textbox', {
          name: 'Signing secret of https://new.example.org/h',
        }) as HTMLInputElement
      ).value,
    ).toBe('whsec_c2VjcmV0');
    expect(panel.textContent).toContain('You will not see it again.');
    expect(within(panel).getByRole('button', { name: 'Copy' })).toBeTruthy();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'I have saved it' })));
    expect(screen.queryByRole('region', { name: 'Signing secret' })).toBeNull();
    expect(screen.queryByDisplayValue('whsec_c2VjcmV0')).toBeNull();
    expect(document.activeElement?.id).toBe('admin-webhooks-list');
  });

  it('keeps a refused address beside the URL field, in Spanish too', async () => {
    const message =
      'Es una dirección privada, local o de enlace local: un webhook va a una dirección pública.';
    fake.answer('AddWebhookEndpoint', () => Promise.reject(fieldRefusal('url', message)));
    await act(async () => testStore().getState().setLocale('es'));
    render(<Webhooks />);
    const form = await screen.findByRole('form', { name: 'Añadir webhook' });
    const url = within(form).getByRole('textbox', { name: 'URL del webhook' });
    fireEvent.change(url, { target: { value: 'https://10.0.0.8/' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Añadir webhook' })));
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(url);
    expect(screen.queryByRole('region', { name: 'Secreto de firma' })).toBeNull();
  });

  it('shows an endpoint’s delivery log and sends a delivery again', async () => {
    fake.answer('ResendWebhookEvent', () => ({ resendWebhookEvent: 1 }));
    render(<Webhooks />);
    const toggle = await screen.findByRole('button', {
      name: 'Delivery log of https://crm.example.org/halo',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const log = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await within(log).findByText(/Error: The endpoint answered 500/);
    expect(log.textContent).toContain('Attempts: 2');
    expect(log.textContent).toContain('Last answer: 500');
    expect(log.textContent).toContain('waiting');
    const resend = within(log).getAllByRole('button', { name: /^Resend gift\.succeeded/ })[0]!;
    await act(async () => fireEvent.click(resend));
    expect(fake.variablesOf('ResendWebhookEvent')).toEqual([
      { organizationPrefixedId: 'org_1', eventId: 'msg_1' },
    ]);
    expect(screen.getByText('gift.succeeded is queued again and goes out within seconds.')).toBeTruthy();
  });

  it('pages the delivery log: "Show more deliveries" asks for the next page by its cursor', async () => {
    render(<Webhooks />);
    const toggle = await screen.findByRole('button', {
      name: 'Delivery log of https://crm.example.org/halo',
    });
    await act(async () => fireEvent.click(toggle));
    const log = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await act(async () =>
      fireEvent.click(await within(log).findByRole('button', { name: 'Show more deliveries' })),
    );
    await within(log).findByText('recurring.created');
    expect(fake.variablesOf('AdminWebhookDeliveries').at(-1)).toMatchObject({
      after: 'after-msg_2',
      first: 20,
    });
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    expect(within(log).queryByRole('button', { name: 'Show more deliveries' })).toBeNull();
  });

  it('asks before removing, then moves focus to the list', async () => {
    fake.answer('RemoveWebhookEndpoint', () => {
      const removed = { ...CRM, removedAt: '2026-03-03T15:00:00Z' };
      endpoints = [OLD, removed];
      return { removeWebhookEndpoint: removed };
    });
    render(<Webhooks />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove https://crm.example.org/halo' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove https://crm.example.org/halo?' });
    expect(dialog.textContent).toContain('Its delivery log is kept.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove endpoint' })));
    expect(fake.variablesOf('RemoveWebhookEndpoint')).toEqual([
      { organizationPrefixedId: 'org_1', endpointPrefixedId: 'whk_1' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.id).toBe('admin-webhooks-list');
    await screen.findByText('https://crm.example.org/halo was removed.');
    expect(within(list()).queryByRole('button', { name: 'Remove https://crm.example.org/halo' })).toBeNull();
  });
});
