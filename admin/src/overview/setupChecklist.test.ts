import { setupChecklist, type ChurchSetup } from './setupChecklist';

const newChurch: ChurchSetup = {
  logoUrl: null,
  funds: [{ isOnlineGivingVisible: false, isEnabled: true }],
  allowedWebsites: [],
  paymentsConnected: false,
};

const done = (church: ChurchSetup) =>
  Object.fromEntries(setupChecklist(church).map((item) => [item.step, item.done]));

describe('setupChecklist', () => {
  it('has everything to do for a new church, the embed code waiting for a website', () => {
    expect(done(newChurch)).toEqual({
      logo: false,
      funds: false,
      websites: false,
      payments: false,
      embedCode: false,
    });
    expect(setupChecklist(newChurch).find((item) => item.step === 'embedCode')?.blocked).toBe(true);
  });

  it('ticks each step from what the church has set', () => {
    const ready: ChurchSetup = {
      logoUrl: 'https://cdn.example.org/logo.png',
      funds: [{ isOnlineGivingVisible: true, isEnabled: true }],
      allowedWebsites: ['https://grace.example.org'],
      paymentsConnected: true,
    };
    expect(done(ready)).toEqual({ logo: true, funds: true, websites: true, payments: true, embedCode: true });
    expect(setupChecklist(ready).every((item) => !item.blocked)).toBe(true);
  });

  it('leaves payments to do until an account is connected, and not a visible fund that is disabled', () => {
    const church = { ...newChurch, funds: [{ isOnlineGivingVisible: true, isEnabled: false }] };
    expect(done(church)).toMatchObject({ payments: false, funds: false });
    expect(done({ ...church, paymentsConnected: true })).toMatchObject({ payments: true });
  });

  it('links each step to its section', () => {
    expect(setupChecklist(newChurch).map((item) => item.section)).toEqual([
      'giving-page',
      'funds',
      'websites',
      'payments',
      'embed-code',
    ]);
  });
});
