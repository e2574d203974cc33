/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { AdminGivingPageDocument } from '@halo/shared/graphql/admin-giving-page';
import { AdminCampaignsDocument } from '@halo/shared/graphql/admin-campaigns';
import { adminGivingPage, consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import EmbedCode from '../screens/EmbedCode';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;

const funds = [
  ...adminGivingPage().funds,
  {
    prefixedId: 'fund_m',
    name: 'Missions',
    isDefault: false,
    isOnlineGivingVisible: true,
    isEnabled: true,
    position: 1,
  },
  {
    prefixedId: 'fund_h',
    name: 'Hidden',
    isDefault: false,
    isOnlineGivingVisible: false,
    isEnabled: true,
    position: 2,
  },
];
beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['manage-giving']),
    path: '/admin/embed-code',
  });
  fakeGraphql.mockReset();
  fakeGraphql.mockImplementation((document: unknown) =>
    document === AdminGivingPageDocument
      ? Promise.resolve({
          adminGivingPage: adminGivingPage({ funds, allowedWebsites: ['https://grace.example.org'] }),
        })
      : Promise.reject(new Error('unexpected')),
  );
});
// The page's lobby kiosks (admin/src/kiosk/, tested there) read their list over REST: none here.
let kioskList: jest.SpyInstance;
beforeEach(() => {
  const realFetch = globalThis.fetch;
  kioskList = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation((input, init) =>
      String(input).endsWith('/api/admin/kiosk-devices')
        ? Promise.resolve(new Response(JSON.stringify({ data: [] }), { status: 200 }))
        : realFetch(input, init),
    );
});
afterEach(() => {
  kioskList.mockRestore();
  act(() => void testStore().getState().setLocale('en'));
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const code = () => screen.getByRole('textbox', { name: 'Embed code' }) as HTMLTextAreaElement;
const origin = window.location.origin;

describe('Embed code', () => {
  it('shows the script and element for the church, and the websites it may go on', async () => {
    render(<EmbedCode />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Embed code');
    expect(await screen.findByRole('textbox', { name: 'Embed code' })).toBeTruthy();
    expect(code().value).toBe(
      `<script src="${origin}/halo-give.js" defer></script>\n<halo-give org="${testOrganization.subdomain}"></halo-give>`,
    );
    expect(code().readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'Allowed websites' }).getAttribute('href')).toBe(
      '/admin/websites',
    );
    expect(screen.getByText('https://grace.example.org')).toBeTruthy();
    expect(document.head.querySelector(`script[src="${origin}/halo-give.js"]`)).toBeTruthy();
  });

  it('writes the chosen options into the code and the preview element', async () => {
    render(<EmbedCode />);
    const fund = await screen.findByRole('combobox', { name: 'Fund' });
    expect(
      within(fund)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['The default fund', 'General Fund', 'Missions']);
    fireEvent.change(fund, { target: { value: 'Missions' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Suggested amount (USD, optional)' }), {
      target: { value: '25.50' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Frequency' }), { target: { value: 'monthly' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Form language' }), { target: { value: 'es' } });
    const attributes = `org="${testOrganization.subdomain}" fund="Missions" amount="25.50" frequency="monthly" locale="es"`;
    expect(code().value).toContain(`<halo-give ${attributes}></halo-give>`);
    const element = document.querySelector('halo-give');
    expect(element?.getAttribute('fund')).toBe('Missions');
    expect(element?.getAttribute('frequency')).toBe('monthly');
  });

  it('marks an amount the element would refuse and leaves it out', async () => {
    render(<EmbedCode />);
    const amount = await screen.findByRole('textbox', { name: 'Suggested amount (USD, optional)' });
    fireEvent.change(amount, { target: { value: '12.345' } });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an amount such as 50 or 25.50.')).toBeTruthy();
    expect(code().value).not.toContain('amount=');
  });

  it('copies the code and says so, or selects it when there is no clipboard', async () => {
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<EmbedCode />);
    await screen.findByRole('textbox', { name: 'Embed code' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith(code().value);
    const codeStatus = () => within(code().closest('section')!).getByRole('status');
    expect(codeStatus().textContent).toBe('Copied.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(codeStatus().textContent).toContain('The code is selected');
    expect(document.activeElement).toBe(code());
    expect(code().selectionEnd - code().selectionStart).toBe(code().value.length);
  });

  it('offers a snippet and a link that give through an open campaign', async () => {
    const open = {
      prefixedId: 'cmp_roof',
      name: 'New Roof',
      slug: 'new-roof',
      givingState: 'open',
      link: 'http://demo.localhost:8080/?campaign=new-roof',
    };
    fakeGraphql.mockImplementation((document: unknown) =>
      document === AdminGivingPageDocument
        ? Promise.resolve({ adminGivingPage: adminGivingPage({ funds }) })
        : document === AdminCampaignsDocument
          ? Promise.resolve({
              adminCampaigns: [open, { ...open, slug: 'old', name: 'Old', givingState: 'ended' }],
            })
          : Promise.reject(new Error('unexpected')),
    );
    render(<EmbedCode />);
    const campaign = (await screen.findByRole('combobox', { name: 'Campaign' })) as HTMLSelectElement;
    expect(Array.from(campaign.options).map((option) => option.text)).toEqual([
      'None: the ordinary form',
      'New Roof',
    ]);
    fireEvent.change(campaign, { target: { value: 'new-roof' } });
    expect(code().value).toContain(
      `<halo-give org="${testOrganization.subdomain}" campaign="new-roof"></halo-give>`,
    );
    expect(screen.getByRole('link', { name: open.link }).getAttribute('href')).toBe(open.link);
  });

  describe('the QR code of the hosted giving page', () => {
    const link = adminGivingPage().link;
    const qrCode = { size: 21, path: 'M0 0h7v7h-7zM14 0h7v7h-7z' };
    let saved: Array<{ name: string; blob: Blob }>;
    beforeEach(() => {
      fakeGraphql.mockImplementation((document: unknown) =>
        document === AdminGivingPageDocument
          ? Promise.resolve({ adminGivingPage: adminGivingPage({ funds, qrCode }) })
          : Promise.reject(new Error('unexpected')),
      );
      saved = [];
      const blobs = new Map<string, Blob>();
      URL.createObjectURL = jest.fn((blob: Blob) => {
        blobs.set(`blob:${blobs.size}`, blob);
        return `blob:${blobs.size - 1}`;
      });
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it("draws the server's code of the page's address, with the link to copy", async () => {
      const writeText = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      render(<EmbedCode />);
      const panel = await screen.findByRole('region', { name: 'QR code' });
      const image = within(panel).getByRole('img', { name: `QR code of ${link}` });
      expect(image.querySelector('path')?.getAttribute('d')).toBe(qrCode.path);
      expect(image.getAttribute('viewBox')).toBe('-4 -4 29 29');
      expect(
        (within(panel).getByRole('textbox', { name: 'Your giving page' }) as HTMLInputElement).value,
      ).toBe(link);
      await act(async () =>
        fireEvent.click(within(panel).getByRole('button', { name: 'Copy the link to your giving page' })),
      );
      expect(writeText).toHaveBeenCalledWith(link);
      expect(within(panel).getByRole('status').textContent).toBe('Copied.');
    });

    it('downloads the code as an SVG file named after the church', async () => {
      render(<EmbedCode />);
      fireEvent.click(await screen.findByRole('button', { name: 'Download SVG' }));
      expect(saved.map((file) => [file.name, file.blob.type])).toEqual([
        [`${testOrganization.subdomain}-giving-qr.svg`, 'image/svg+xml'],
      ]);
      const svg = new DOMParser().parseFromString(await saved[0]!.blob.text(), 'image/svg+xml');
      expect(svg.documentElement.localName).toBe('svg');
      expect(svg.documentElement.getAttribute('viewBox')).toBe('-4 -4 29 29');
      expect(svg.querySelector('path')?.getAttribute('d')).toBe(qrCode.path);
    });

    it('downloads it as a PNG drawn from the same path, or says when the browser cannot', async () => {
      const drawn: string[] = [];
      (globalThis as { Path2D?: unknown }).Path2D = class {
        constructor(path: string) {
          drawn.push(path);
        }
      };
      const context = { fillRect: jest.fn(), scale: jest.fn(), translate: jest.fn(), fill: jest.fn() };
      const getContext = jest
        .spyOn(HTMLCanvasElement.prototype, 'getContext')
        .mockReturnValue(context as unknown as CanvasRenderingContext2D);
      jest
        .spyOn(HTMLCanvasElement.prototype, 'toBlob')
        .mockImplementation((done: BlobCallback, type?: string) => done(new Blob(['png'], { type })));
      render(<EmbedCode />);
      const png = await screen.findByRole('button', { name: 'Download PNG' });
      await act(async () => fireEvent.click(png));
      expect(saved.map((file) => [file.name, file.blob.type])).toEqual([
        [`${testOrganization.subdomain}-giving-qr.png`, 'image/png'],
      ]);
      expect(drawn).toEqual([qrCode.path]);
      expect(context.translate).toHaveBeenCalledWith(4, 4);

      getContext.mockReturnValue(null);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download PNG' })));
      expect(screen.getByRole('alert').textContent).toContain('download the SVG instead');
      delete (globalThis as { Path2D?: unknown }).Path2D;
    });
  });

  it('speaks Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    await renderLoaded(<EmbedCode />);
    expect(await screen.findByRole('button', { name: 'Copiar' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Código para insertar' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Vista previa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sitios web permitidos' })).toBeTruthy();
    expect(screen.getByRole('img', { name: `Código QR de ${adminGivingPage().link}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar SVG' })).toBeTruthy();
  });
});
