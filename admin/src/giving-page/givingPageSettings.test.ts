import { adminGivingPage } from '@halo/testkit/admin/adminTestData';
import {
  changedSettings,
  draftOf,
  hundredthsText,
  parseHundredths,
  previewColour,
} from './givingPageSettings';

describe('giving page settings', () => {
  it('reads amounts typed in currency units as cents, with a comma or a point', () => {
    expect(parseHundredths('25')).toBe(2500);
    expect(parseHundredths('25.5')).toBe(2550);
    expect(parseHundredths('0,05')).toBe(5);
    expect(parseHundredths('25.505')).toBeNull();
    expect(parseHundredths('-3')).toBeNull();
    expect(parseHundredths('')).toBeNull();
    expect(hundredthsText(2550)).toBe('25.50');
    expect(hundredthsText(10000)).toBe('100');
  });

  it('sends nothing when nothing changed, and only the changed settings otherwise', () => {
    const page = adminGivingPage();
    expect(changedSettings(page, draftOf(page))).toEqual({ ok: true, input: {}, count: 0 });
    const draft = {
      ...draftOf(page),
      fixedAmounts: ['20', '', '75.25'],
      feePercent: '3',
      brandColor: '#1A56DB',
    };
    expect(changedSettings(page, draft)).toEqual({
      ok: true,
      input: { fixedAmounts: [2000, 7525], feePercentBps: 300, brandColor: '#1A56DB' },
      count: 3,
    });
  });

  it('clears the colour and the message with null and an empty text', () => {
    const page = adminGivingPage({ brandColor: '#7a1f2b', givingMessage: 'Thank you' });
    const draft = { ...draftOf(page), brandColor: ' ', givingMessage: '' };
    expect(changedSettings(page, draft)).toMatchObject({ input: { brandColor: null, givingMessage: '' } });
  });

  it('sends the text-to-give number as typed, and null to remove it', () => {
    const none = adminGivingPage();
    expect(changedSettings(none, { ...draftOf(none), smsNumber: ' +1 555 123 4567 ' })).toMatchObject({
      input: { smsNumber: '+1 555 123 4567' },
      count: 1,
    });
    const set = adminGivingPage({ smsNumber: '+15551234567' });
    expect(draftOf(set).smsNumber).toBe('+15551234567');
    expect(changedSettings(set, draftOf(set))).toMatchObject({ count: 0 });
    expect(changedSettings(set, { ...draftOf(set), smsNumber: '' })).toMatchObject({
      input: { smsNumber: null },
    });
  });

  it('names the fields whose numbers cannot be read instead of sending them', () => {
    const page = adminGivingPage();
    const draft = { ...draftOf(page), minAmount: 'one', feeFixed: '0.305' };
    expect(changedSettings(page, draft)).toEqual({ ok: false, unreadable: ['minAmount', 'feeFixedCents'] });
  });

  it('previews only a colour white text can be read on', () => {
    expect(previewColour('#7A1F2B')).toBe('#7a1f2b');
    expect(previewColour('#ffff00')).toBeNull();
    expect(previewColour('#7a1f')).toBeNull();
  });
});
