/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import {
  AddAllowedWebsiteDocument,
  AdminGivingPageDocument,
  CheckWalletWebsiteDocument,
  RemoveAllowedWebsiteDocument,
} from '@halo/shared/graphql/admin-giving-page';
import {
  adminGivingPage,
  consoleUser,
  fieldRefusal,
  testOrganization,
} from '@halo/testkit/admin/adminTestData';
import Websites from '../screens/Websites';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;

beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['manage-giving']),
    path: '/admin/websites',
  });
  fakeGraphql.mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

/** The server as the console meets it: the giving page, then each change's answer in turn. */
function serve(allowedWebsites: string[], ...changes: Array<() => Promise<unknown>>) {
  fakeGraphql.mockImplementation((document: unknown) => {
    if (document === AdminGivingPageDocument) {
      return Promise.resolve({ adminGivingPage: adminGivingPage({ allowedWebsites }) });
    }
    const next = changes.shift();
    return next ? next() : Promise.reject(new Error('unexpected'));
  });
}

const list = () => screen.getByRole('region', { name: 'Websites that may show your giving form' });

describe('Allowed websites', () => {
  it('lists the allowed websites under its heading, each with a Remove button naming it', async () => {
    serve(['https://grace.example.org', 'https://*.grace.example.org']);
    render(<Websites />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Allowed websites');
    expect(await screen.findByRole('button', { name: 'Remove https://grace.example.org' })).toBeTruthy();
    expect(
      within(list())
        .getAllByRole('listitem')
        .map((item) => item.querySelector('code')?.textContent),
    ).toEqual(['https://grace.example.org', 'https://*.grace.example.org']);
  });

  it('says, under each website, where Apple Pay and Google Pay stand and what the church must do', async () => {
    fakeGraphql.mockImplementation(() =>
      Promise.resolve({
        adminGivingPage: adminGivingPage({
          allowedWebsites: [
            'https://grace.example.org',
            'https://shop.grace.example.org',
            'https://*.grace.example.org',
          ],
          walletWebsites: [
            {
              origin: 'https://grace.example.org',
              domain: 'grace.example.org',
              state: 'active',
              applePay: 'active',
              googlePay: 'active',
              applePayProblem: null,
            },
            {
              origin: 'https://shop.grace.example.org',
              domain: 'shop.grace.example.org',
              state: 'needs_action',
              applePay: 'inactive',
              googlePay: 'active',
              applePayProblem: 'Verification failed.',
            },
            {
              origin: 'https://*.grace.example.org',
              domain: null,
              state: 'wildcard',
              applePay: null,
              googlePay: null,
              applePayProblem: null,
            },
          ],
        }),
      }),
    );
    render(<Websites />);
    await screen.findByRole('button', { name: 'Remove https://grace.example.org' });
    const states = within(list())
      .getAllByRole('listitem')
      .map((item) => item.querySelector('[data-wallet-state]')?.textContent);
    expect(states[0]).toBe('Apple Pay and Google Pay: ready on grace.example.org.');
    expect(states[1]).toContain('Stripe says: “Verification failed.”');
    expect(states[1]).toContain(
      'https://shop.grace.example.org/.well-known/apple-developer-merchantid-domain-association',
    );
    expect(states[2]).toBe(
      'Apple Pay and Google Pay: a wildcard address cannot be registered with Stripe. Add each website where donors give by its own address.',
    );
  });

  it('shows the hosted giving page’s own standing, which asks nothing of the church’s website', async () => {
    const hostedPageWallet = {
      origin: 'https://grace.halo.example',
      domain: 'grace.halo.example',
      state: 'needs_action' as const,
      applePay: 'inactive',
      googlePay: 'active',
      applePayProblem: 'Verification failed.',
    };
    fakeGraphql.mockImplementation(() =>
      Promise.resolve({ adminGivingPage: adminGivingPage({ allowedWebsites: [], hostedPageWallet }) }),
    );
    render(<Websites />);
    const hosted = await screen.findByRole('region', { name: 'Your hosted giving page' });
    expect(hosted.querySelector('code')?.textContent).toBe('https://grace.halo.example');
    expect(hosted.querySelector('[data-wallet-state]')?.textContent).toBe(
      'Google Pay: ready. Apple Pay: not active yet. Stripe says: “Verification failed.” Halo Give serves this page, so there is nothing to change on your own website.',
    );
    // Nothing there is the church's to check again or remove.
    expect(within(hosted).queryByRole('button')).toBeNull();

    await act(() => testStore().getState().setLocale('es'));
    const alojada = await screen.findByRole('region', { name: 'Tu página de donaciones alojada' });
    expect(alojada.querySelector('[data-wallet-state]')?.textContent).toContain(
      'Halo Give aloja esta página, así que no hay nada que cambiar en tu propio sitio web.',
    );
  });

  it('adds a website and empties the field', async () => {
    serve([], async () => ({ addAllowedWebsite: ['https://grace.example.org'] }));
    render(<Websites />);
    const field = await screen.findByRole('textbox', { name: 'Website address' });
    fireEvent.change(field, { target: { value: 'https://grace.example.org' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add website' })));
    expect(fakeGraphql).toHaveBeenCalledWith(AddAllowedWebsiteDocument, {
      organizationPrefixedId: 'org_1',
      origin: 'https://grace.example.org',
    });
    expect(within(list()).getByText('https://grace.example.org')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message next to the field and keeps what was typed", async () => {
    const message = 'Enter a website address such as https://example.org.';
    serve([], () => Promise.reject(fieldRefusal('origin', message)));
    render(<Websites />);
    const field = await screen.findByRole('textbox', { name: 'Website address' });
    fireEvent.change(field, { target: { value: 'not a website' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add website' })));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    expect((field as HTMLInputElement).value).toBe('not a website');
    expect(document.activeElement).toBe(field);
  });

  it('says something went wrong when the failure is not about the address', async () => {
    serve([], () => Promise.reject(new Error('[Network] offline')));
    render(<Websites />);
    const field = await screen.findByRole('textbox', { name: 'Website address' });
    fireEvent.change(field, { target: { value: 'https://grace.example.org' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add website' })));
    expect(screen.getByText('Something went wrong, please try again.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('https://grace.example.org');
  });

  it('removes a website and returns focus to the address field', async () => {
    serve(['https://grace.example.org'], async () => ({ removeAllowedWebsite: [] }));
    render(<Websites />);
    const remove = await screen.findByRole('button', { name: 'Remove https://grace.example.org' });
    await act(async () => fireEvent.click(remove));
    expect(fakeGraphql).toHaveBeenCalledWith(RemoveAllowedWebsiteDocument, {
      organizationPrefixedId: 'org_1',
      origin: 'https://grace.example.org',
    });
    expect(within(list()).queryByRole('listitem')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Website address' }));
  });

  it('speaks Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    serve(['https://grace.example.org']);
    await renderLoaded(<Websites />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sitios web permitidos');
    expect(await screen.findByRole('button', { name: 'Quitar https://grace.example.org' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Dirección del sitio web' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar sitio web' })).toBeTruthy();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    fakeGraphql.mockRejectedValueOnce(new Error('[Network] offline'));
    render(<Websites />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    serve([]);
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByRole('textbox', { name: 'Website address' })).toBeTruthy();
  });

  describe('Check again, for a website whose Apple Pay waits on the church', () => {
    const waiting = {
      origin: 'https://shop.grace.example.org',
      domain: 'shop.grace.example.org',
      state: 'needs_action' as const,
      applePay: 'inactive',
      googlePay: 'active',
      applePayProblem: 'Verification failed.',
    };
    function serveWaiting(check: () => Promise<unknown>) {
      fakeGraphql.mockImplementation((document: unknown) => {
        if (document === AdminGivingPageDocument) {
          return Promise.resolve({
            adminGivingPage: adminGivingPage({
              allowedWebsites: ['https://grace.example.org', waiting.origin],
              walletWebsites: [waiting],
            }),
          });
        }
        return document === CheckWalletWebsiteDocument ? check() : Promise.reject(new Error('unexpected'));
      });
    }
    const stateOf = (origin: string) =>
      within(list())
        .getAllByRole('listitem')
        .find((item) => item.querySelector('code')?.textContent === origin)!
        .querySelector('[data-wallet-state]')!;

    it('asks Stripe again and shows the new standing, focus on it once the button has gone', async () => {
      serveWaiting(async () => ({
        checkWalletWebsite: {
          ...waiting,
          state: 'active' as const,
          applePay: 'active',
          applePayProblem: null,
        },
      }));
      render(<Websites />);
      const check = await screen.findByRole('button', { name: 'Check again shop.grace.example.org' });
      // Only the website that waits on the church offers it.
      expect(screen.getAllByRole('button', { name: /^Check again/ })).toHaveLength(1);
      expect(stateOf(waiting.origin).textContent).toContain('then press Check again.');
      await act(async () => fireEvent.click(check));
      expect(fakeGraphql).toHaveBeenCalledWith(CheckWalletWebsiteDocument, {
        organizationPrefixedId: 'org_1',
        origin: waiting.origin,
      });
      expect(stateOf(waiting.origin).textContent).toBe(
        'Apple Pay and Google Pay: ready on shop.grace.example.org.',
      );
      expect(screen.queryByRole('button', { name: /^Check again/ })).toBeNull();
      expect(document.activeElement).toBe(stateOf(waiting.origin));
    });

    it('keeps the button when Apple Pay still waits, and says so when the check could not be made', async () => {
      const answers = [
        () => Promise.resolve({ checkWalletWebsite: waiting }),
        () => Promise.reject(new Error('[Network] offline')),
      ];
      serveWaiting(() => answers.shift()!());
      render(<Websites />);
      const check = await screen.findByRole('button', { name: 'Check again shop.grace.example.org' });
      await act(async () => fireEvent.click(check));
      expect(stateOf(waiting.origin).getAttribute('data-wallet-state')).toBe('needs_action');
      await act(async () =>
        fireEvent.click(screen.getByRole('button', { name: 'Check again shop.grace.example.org' })),
      );
      expect(screen.getByRole('alert').textContent).toBe('Something went wrong, please try again.');
    });

    it('speaks Spanish', async () => {
      await act(() => testStore().getState().setLocale('es'));
      serveWaiting(async () => ({ checkWalletWebsite: waiting }));
      await renderLoaded(<Websites />);
      expect(
        await screen.findByRole('button', { name: 'Comprobar de nuevo shop.grace.example.org' }),
      ).toBeTruthy();
      expect(document.querySelector('[data-wallet-state="needs_action"]')?.textContent).toContain(
        'luego pulsa Comprobar de nuevo.',
      );
    });
  });
});
