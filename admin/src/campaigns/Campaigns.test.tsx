/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import {
  AddCampaignDocument,
  AdminCampaignsDocument,
  CloseCampaignDocument,
  UpdateCampaignDocument,
  type AdminCampaignFieldsFragment,
} from '@halo/shared/graphql/admin-campaigns';
import { AdminGivingPageDocument } from '@halo/shared/graphql/admin-giving-page';
import { SelfServicePresignedUrlDocument } from '@halo/shared/graphql/portal-self-service';
import {
  adminGivingPage,
  consoleUser,
  fieldRefusal,
  testOrganization,
} from '@halo/testkit/admin/adminTestData';
import Campaigns from '../screens/Campaigns';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;

beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['manage-giving']),
    path: '/admin/campaigns',
  });
  fakeGraphql.mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

const buildingFund = { prefixedId: 'fund_building', name: 'Building Fund' };
const roof: AdminCampaignFieldsFragment = {
  prefixedId: 'cmp_roof',
  name: 'New Roof',
  slug: 'new-roof',
  formerSlugs: ['roof'],
  goal: 5_000_000,
  description: 'Before winter.',
  imageUrl: null as string | null,
  imageAlt: null as string | null,
  startDate: null,
  endDate: '2027-12-31',
  status: 'open',
  givingState: 'open',
  funds: [buildingFund],
  raised: 1_250_000,
  givers: 3,
  pledged: 5_000,
  pledgeTotal: 120_000,
  pledgeCount: 2,
  link: 'http://demo.localhost:8080/?campaign=new-roof',
  qrCode: { size: 21, path: 'M0 0h1v1h-1z' },
};

/** The server: the campaigns and the church's funds, then each change's answer in turn. */
function serve(...answers: Array<(variables: Record<string, unknown>) => Promise<unknown>>) {
  fakeGraphql.mockImplementation((document: unknown, variables: Record<string, unknown>) => {
    if (document === AdminCampaignsDocument) return Promise.resolve({ adminCampaigns: [roof] });
    if (document === AdminGivingPageDocument)
      return Promise.resolve({
        adminGivingPage: adminGivingPage({
          funds: [
            ...adminGivingPage().funds,
            { ...buildingFund, isDefault: false, isOnlineGivingVisible: true, isEnabled: true, position: 1 },
          ],
        }),
      });
    const next = answers.shift();
    return next ? next(variables) : Promise.reject(new Error('unexpected'));
  });
}

describe('Campaigns', () => {
  it('shows each campaign’s bar, raised of its goal, givers, pledges and the ways donors reach it', async () => {
    serve();
    render(<Campaigns />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Campaigns');
    const item = within(await screen.findByRole('list')).getByRole('listitem');
    const bar = within(item).getByRole('progressbar', { name: 'Raised toward the goal of New Roof' });
    expect(bar.getAttribute('aria-valuenow')).toBe('12500');
    expect(bar.getAttribute('aria-valuemax')).toBe('50000');
    expect(item.textContent).toContain('$12,500.00 raised of $50,000.00 · 3 givers');
    expect(item.textContent).toContain('Pledged by recurring gifts at their next charge: $50.00');
    expect(item.textContent).toContain('Also reached at: roof');
    expect(within(item).getByRole('textbox', { name: 'Link' })).toHaveProperty(
      'value',
      'http://demo.localhost:8080/?campaign=new-roof',
    );
    expect((within(item).getByRole('textbox', { name: 'Embed code' }) as HTMLTextAreaElement).value).toBe(
      `<script src="${window.location.origin}/halo-give.js" defer></script>\n<halo-give org="${testOrganization.subdomain}" campaign="new-roof"></halo-give>`,
    );
    expect(within(item).getByRole('img', { name: 'QR code of the link to New Roof' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Download SVG: the QR code of New Roof' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Download PNG: the QR code of New Roof' })).toBeTruthy();
  });

  it('makes the address from the name until it is typed, sends the goal in cents and shows refusals beside their field', async () => {
    const added = {
      ...roof,
      prefixedId: 'cmp_fund',
      name: 'Building Fund',
      slug: 'building-fund',
      raised: 0,
    };
    let sent: Record<string, unknown> = {};
    serve(
      () =>
        Promise.reject(
          fieldRefusal('slug', 'Another campaign of this church uses or used this address: choose another.'),
        ),
      (variables) => {
        sent = variables;
        return Promise.resolve({ addCampaign: added });
      },
    );
    await renderLoaded(<Campaigns />);
    fireEvent.click(await screen.findByRole('button', { name: 'New campaign' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'Building Fund' } });
    const slug = screen.getByRole('textbox', { name: 'Address' }) as HTMLInputElement;
    expect(slug.value).toBe('building-fund');
    fireEvent.change(screen.getByRole('textbox', { name: 'Goal' }), { target: { value: '50,000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Building Fund' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect(
      await screen.findByText('Another campaign of this church uses or used this address: choose another.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(slug);
    fireEvent.change(slug, { target: { value: 'building-fund-2027' } });
    fireEvent.change(name, { target: { value: 'Building Fund 2027' } });
    expect(slug.value).toBe('building-fund-2027');
    fireEvent.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect(await screen.findByText('Building Fund started.')).toBeTruthy();
    expect(fakeGraphql.mock.calls.filter(([document]) => document === AddCampaignDocument)).toHaveLength(2);
    expect(sent).toMatchObject({
      input: {
        name: 'Building Fund 2027',
        slug: 'building-fund-2027',
        goal: 5_000_000,
        fundPrefixedIds: ['fund_general', 'fund_building'],
        startDate: null,
        endDate: null,
      },
    });
  });

  it('refuses a goal that is not an amount before sending', async () => {
    serve();
    await renderLoaded(<Campaigns />);
    fireEvent.click(await screen.findByRole('button', { name: 'New campaign' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Goal' }), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect(screen.getByText('Enter the goal as an amount, e.g. 50000 or 50000.00.')).toBeTruthy();
    expect(fakeGraphql.mock.calls.some(([document]) => document === AddCampaignDocument)).toBe(false);
  });

  it('uploads a campaign’s image like the logo, requires its words before saving, and sends both', async () => {
    const send = jest.fn().mockResolvedValue({ ok: true });
    const realFetch = globalThis.fetch;
    globalThis.fetch = send;
    const imageUrl = 'http://demo.localhost/api/files/profile-images/usr_1/0123456789abcdef-campaign.png';
    let sent: Record<string, unknown> = {};
    serve(
      () =>
        Promise.resolve({
          S3PresignedUrl: {
            url: 'http://demo.localhost/api/files/x?signature=s',
            method: 'PUT',
            headers: [{ name: 'Content-Type', value: 'image/png' }],
            publicUrl: imageUrl,
          },
        }),
      (variables) => {
        sent = variables;
        return Promise.resolve({ updateCampaign: { ...roof, imageUrl, imageAlt: 'The new roof going up' } });
      },
    );
    try {
      await renderLoaded(<Campaigns />);
      fireEvent.click(await screen.findByRole('button', { name: 'Edit New Roof' }));
      expect(screen.getByText('No image yet.')).toBeTruthy();
      const wrong = new File(['gif'], 'roof.gif', { type: 'image/gif' });
      fireEvent.change(screen.getByLabelText('Choose image'), { target: { files: [wrong] } });
      expect(screen.getByText('The image must be a JPEG or PNG image.')).toBeTruthy();
      const file = new File(['png'], 'roof.png', { type: 'image/png' });
      await act(async () =>
        fireEvent.change(screen.getByLabelText('Choose image'), { target: { files: [file] } }),
      );
      expect(fakeGraphql).toHaveBeenCalledWith(
        SelfServicePresignedUrlDocument,
        expect.objectContaining({ command: 'PutObject', directory: 'profile-images' }),
      );
      expect(send).toHaveBeenCalledWith(
        'http://demo.localhost/api/files/x?signature=s',
        expect.objectContaining({ method: 'PUT', body: file, credentials: 'omit' }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Save campaign' }));
      const words = screen.getByRole('textbox', { name: /Describe the image/ });
      expect(document.activeElement).toBe(words);
      expect(
        screen.getByText('Describe the image for people who cannot see it, e.g. The new roof going up.'),
      ).toBeTruthy();
      expect(fakeGraphql.mock.calls.some(([document]) => document === UpdateCampaignDocument)).toBe(false);
      fireEvent.change(words, { target: { value: 'The new roof going up' } });
      expect(screen.getByRole('img', { name: 'The new roof going up' }).getAttribute('src')).toBe(imageUrl);
      fireEvent.click(screen.getByRole('button', { name: 'Save campaign' }));
      expect(await screen.findByText('New Roof saved.')).toBeTruthy();
      expect(sent).toMatchObject({ input: { imageUrl, imageAlt: 'The new roof going up' } });
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('opens a campaign’s own fields when Edit is chosen while the new campaign form is open', async () => {
    serve();
    await renderLoaded(<Campaigns />);
    fireEvent.click(await screen.findByRole('button', { name: 'New campaign' }));
    expect((screen.getByRole('textbox', { name: 'Goal' }) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Edit New Roof' }));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('New Roof');
    expect((screen.getByRole('textbox', { name: 'Goal' }) as HTMLInputElement).value).toBe('50000');
  });

  it('closes a campaign and says donors are told it ended', async () => {
    serve(() => Promise.resolve({ closeCampaign: { ...roof, status: 'closed', givingState: 'ended' } }));
    await renderLoaded(<Campaigns />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close New Roof' }));
    expect(await screen.findByText('New Roof closed: donors are told it has ended.')).toBeTruthy();
    expect(fakeGraphql).toHaveBeenCalledWith(CloseCampaignDocument, {
      organizationPrefixedId: testOrganization.prefixedId,
      campaignPrefixedId: 'cmp_roof',
    });
    expect(screen.queryByRole('button', { name: 'Close New Roof' })).toBeNull();
    expect(within(screen.getByRole('list')).getByText('Ended')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    serve();
    await renderLoaded(<Campaigns />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Campañas');
    const item = within(await screen.findByRole('list')).getByRole('listitem');
    expect(item.textContent).toContain('recaudados de');
    expect(item.textContent).toContain('3 donantes');
    fireEvent.click(screen.getByRole('button', { name: 'Nueva campaña' }));
    expect(screen.getByRole('textbox', { name: 'Dirección' })).toBeTruthy();
  });
});
