/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { AdminGivingPageDocument, UpdateGivingPageDocument } from '@halo/shared/graphql/admin-giving-page';
import { SelfServicePresignedUrlDocument } from '@halo/shared/graphql/portal-self-service';
import {
  adminGivingPage,
  consoleUser,
  fieldRefusal,
  testOrganization,
} from '@halo/testkit/admin/adminTestData';
import GivingPage from '../screens/GivingPage';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;

beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['manage-giving']),
    path: '/admin/giving-page',
  });
  fakeGraphql.mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

/** The server as the console meets it: the giving page, then each other operation's answer in turn. */
function serve(...answers: Array<(variables: unknown) => Promise<unknown>>) {
  fakeGraphql.mockImplementation((document: unknown, variables: unknown) => {
    if (document === AdminGivingPageDocument) return Promise.resolve({ adminGivingPage: adminGivingPage() });
    const next = answers.shift();
    return next ? next(variables) : Promise.reject(new Error('unexpected'));
  });
}

const preview = () => screen.getByRole('region', { name: 'Preview' });
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('Giving page', () => {
  it('shows the settings and a preview of the form in the brand colour', async () => {
    serve();
    render(<GivingPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Giving page');
    expect(
      ((await screen.findByRole('textbox', { name: 'Name shown to donors' })) as HTMLInputElement).value,
    ).toBe('Grace Community Church');
    expect(field('Amount 2').value).toBe('50');
    expect(field('Percent of the gift').value).toBe('2.90');
    expect(
      within(preview())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['$25.00', '$50.00', '$100.00']);
    fireEvent.change(field('Brand color'), { target: { value: '#7a1f2b' } });
    fireEvent.change(field('Message above the form'), { target: { value: 'Thank you for giving' } });
    expect(preview().getAttribute('style')).toContain('#7a1f2b');
    expect(within(preview()).getByText('Thank you for giving')).toBeTruthy();
    expect(screen.getByText('20 of 280 characters')).toBeTruthy();
  });

  it('saves only the changed settings and says so', async () => {
    serve(async (variables) => ({
      updateGivingPage: adminGivingPage({
        fixedAmounts: [2500, 5000, 10000, 20000],
        isInMaintenance: true,
      }),
      variables,
    }));
    render(<GivingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add an amount' }));
    fireEvent.change(field('Amount 4'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Put the giving page in maintenance' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(fakeGraphql).toHaveBeenLastCalledWith(UpdateGivingPageDocument, {
      organizationPrefixedId: 'org_1',
      input: { fixedAmounts: [2500, 5000, 10000, 20000], isInMaintenance: true },
    });
    expect(screen.getByRole('status').textContent).toBe('Your changes were saved.');
  });

  it("shows the server's refusal of a colour beside it and keeps what was typed", async () => {
    const message = 'White text on #ffff00 has a contrast of 1.0:1; choose a darker color (4.5:1 or more).';
    serve(() => Promise.reject(fieldRefusal('brandColor', message)));
    render(<GivingPage />);
    const colour = await screen.findByRole('textbox', { name: 'Brand color' });
    fireEvent.change(colour, { target: { value: '#ffff00' } });
    fireEvent.change(field('Name shown to donors'), { target: { value: 'Grace Church' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(colour.getAttribute('aria-invalid')).toBe('true');
    expect(colour.getAttribute('aria-describedby')).toContain('-error');
    expect(screen.getByText(message)).toBeTruthy();
    expect((colour as HTMLInputElement).value).toBe('#ffff00');
    expect(field('Name shown to donors').value).toBe('Grace Church');
    expect(document.activeElement).toBe(colour);
  });

  it("sets the text-to-give number, and shows the server's refusal of another church's beside it", async () => {
    const taken = 'The number +15551234567 is already the text-to-give number of another church.';
    serve(
      () => Promise.reject(fieldRefusal('smsNumber', taken)),
      async () => ({ updateGivingPage: adminGivingPage({ smsNumber: '+15559876543' }) }),
    );
    render(<GivingPage />);
    const number = await screen.findByRole('textbox', { name: 'Text-to-give number' });
    expect((number as HTMLInputElement).value).toBe('');
    expect(number.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(number, { target: { value: '+1 555 123 4567' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(fakeGraphql).toHaveBeenLastCalledWith(UpdateGivingPageDocument, {
      organizationPrefixedId: 'org_1',
      input: { smsNumber: '+1 555 123 4567' },
    });
    expect(screen.getByText(taken)).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(number);
    fireEvent.change(number, { target: { value: '+15559876543' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(screen.getByRole('status').textContent).toBe('Your changes were saved.');
    expect((number as HTMLInputElement).value).toBe('+15559876543');
  });

  it('marks an amount that is not a number without asking the server', async () => {
    serve();
    render(<GivingPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Minimum gift (USD)' }), {
      target: { value: 'ten' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(screen.getByText('Enter a number such as 25 or 25.50.')).toBeTruthy();
    expect(fakeGraphql).not.toHaveBeenCalledWith(UpdateGivingPageDocument, expect.anything());
  });

  it('uploads a logo through a presigned URL, previews it, and removes it', async () => {
    const send = jest.fn().mockResolvedValue({ ok: true });
    const realFetch = globalThis.fetch;
    globalThis.fetch = send;
    serve(async () => ({
      S3PresignedUrl: {
        url: 'http://demo.localhost/api/files/x?signature=s',
        method: 'PUT',
        headers: [{ name: 'Content-Type', value: 'image/png' }],
        publicUrl: 'http://demo.localhost/api/files/logo.png',
      },
    }));
    try {
      render(<GivingPage />);
      await screen.findByText('No logo yet.');
      const file = new File(['png'], 'logo.png', { type: 'image/png' });
      await act(async () =>
        fireEvent.change(screen.getByLabelText('Choose logo'), { target: { files: [file] } }),
      );
      expect(fakeGraphql).toHaveBeenCalledWith(
        SelfServicePresignedUrlDocument,
        expect.objectContaining({ command: 'PutObject', directory: 'profile-images' }),
      );
      expect(send).toHaveBeenCalledWith(
        'http://demo.localhost/api/files/x?signature=s',
        expect.objectContaining({ method: 'PUT', body: file, credentials: 'omit' }),
      );
      expect(screen.getByRole('img', { name: 'Logo of Grace Community Church' }).getAttribute('src')).toBe(
        'http://demo.localhost/api/files/logo.png',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
      expect(screen.getByText('No logo yet.')).toBeTruthy();
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('refuses a file that is not a JPEG or PNG', async () => {
    serve();
    render(<GivingPage />);
    await screen.findByText('No logo yet.');
    const file = new File(['gif'], 'logo.gif', { type: 'image/gif' });
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Choose logo'), { target: { files: [file] } }),
    );
    expect(screen.getByText('The logo must be a JPEG or PNG image.')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    serve();
    await renderLoaded(<GivingPage />);
    expect(await screen.findByRole('button', { name: 'Guardar cambios' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Vista previa' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nombre que ven los donantes' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Número para donar por mensaje de texto' })).toBeTruthy();
  });
});
