import * as fc from 'fast-check';
import {
  giftBatchBalance,
  giftBatchChangeRefusal,
  giftBatchCommitRefusal,
  giftBatchEntryProblems,
  giftBatchHeaderProblems,
  giftBatchReopenRefusal,
  giftBatchSignOffRefusal,
  GIFT_BATCH_MAX_CENTS,
} from './giftBatchRules';
import { giftBatchMessage } from './giftBatchMessages';

const today = '2026-12-02';
const check = {
  donorPrefixedId: 'usr_1',
  fundPrefixedId: 'fnd_1',
  amount: 5000,
  method: 'check',
  checkNumber: '1042',
  memo: null,
};

describe('giftBatchHeaderProblems', () => {
  it('accepts a named batch of today with an expected total', () => {
    expect(
      giftBatchHeaderProblems({ name: 'Sunday 9am', date: today, expectedTotal: 125000 }, today),
    ).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(giftBatchHeaderProblems({ name: '  ', date: '2026-12-03', expectedTotal: 12.5 }, today)).toEqual({
      name: { reason: 'required' },
      date: { reason: 'dateInvalid' },
      expectedTotal: { reason: 'expectedTotalInvalid' },
    });
  });

  it('refuses an empty envelope and a name over 80 characters', () => {
    expect(giftBatchHeaderProblems({ name: 'x'.repeat(81), date: today, expectedTotal: 0 }, today)).toEqual({
      name: { reason: 'nameTooLong', params: { max: 80 } },
      expectedTotal: { reason: 'expectedTotalInvalid' },
    });
  });
});

describe('giftBatchEntryProblems', () => {
  it('accepts a check with its number and cash without one', () => {
    expect(giftBatchEntryProblems(check)).toEqual({});
    expect(giftBatchEntryProblems({ ...check, method: 'cash', checkNumber: '' })).toEqual({});
  });

  it('refuses a check number on cash, a bad one on a check, and an unknown method', () => {
    expect(giftBatchEntryProblems({ ...check, method: 'cash' })).toEqual({
      checkNumber: { reason: 'checkNumberForCash' },
    });
    expect(giftBatchEntryProblems({ ...check, checkNumber: '12 34' }).checkNumber?.reason).toBe(
      'checkNumberInvalid',
    );
    expect(giftBatchEntryProblems({ ...check, method: 'card' }).method?.reason).toBe('methodInvalid');
  });

  it('needs a donor: an existing one, or a new record with an email and a name', () => {
    expect(giftBatchEntryProblems({ ...check, donorPrefixedId: null })).toEqual({
      donorPrefixedId: { reason: 'required' },
    });
    expect(
      giftBatchEntryProblems({ ...check, donorPrefixedId: null, newDonor: { email: 'not-an-email' } }),
    ).toEqual({ email: { reason: 'emailInvalid' }, firstName: { reason: 'nameRequired' } });
    expect(
      giftBatchEntryProblems({
        ...check,
        donorPrefixedId: null,
        newDonor: { email: 'ana@example.com', lastName: 'Ruiz' },
      }),
    ).toEqual({});
  });

  it('takes only whole cents from one cent to the most a gift may be', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.constant(null), fc.string()), (amount) => {
        const valid =
          typeof amount === 'number' &&
          Number.isInteger(amount) &&
          amount >= 1 &&
          amount <= GIFT_BATCH_MAX_CENTS;
        expect(giftBatchEntryProblems({ ...check, amount }).amount === undefined).toBe(valid);
      }),
    );
  });
});

describe('giftBatchBalance and giftBatchCommitRefusal', () => {
  it('says under, balanced or over with the difference', () => {
    expect(giftBatchBalance(10000, 9000)).toEqual({ state: 'under', difference: -1000 });
    expect(giftBatchBalance(10000, 10000)).toEqual({ state: 'balanced', difference: 0 });
    expect(giftBatchBalance(10000, 10050)).toEqual({ state: 'over', difference: 50 });
  });

  it('commits only an open batch with gifts whose total is the expected one', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), fc.nat(50), (expectedTotal, total, entryCount) => {
        const refusal = giftBatchCommitRefusal({ status: 'open', entryCount, total, expectedTotal });
        expect(refusal === null).toBe(entryCount > 0 && total === expectedTotal);
      }),
    );
    expect(giftBatchCommitRefusal({ status: 'committed', entryCount: 1, total: 5, expectedTotal: 5 })).toBe(
      'notOpen',
    );
    expect(giftBatchCommitRefusal({ status: 'open', entryCount: 0, total: 0, expectedTotal: 5 })).toBe(
      'empty',
    );
  });
});

describe('reopening, changing and signing off', () => {
  it('changes only an open batch and reopens only a committed one', () => {
    expect(giftBatchChangeRefusal('open')).toBeNull();
    expect(giftBatchChangeRefusal('committed')).toBe('notOpen');
    expect(giftBatchReopenRefusal('committed')).toBeNull();
    expect(giftBatchReopenRefusal('open')).toBe('notCommitted');
  });

  it('is signed off once, by a second counter, after the commit', () => {
    const committed = { status: 'committed' as const, committedBy: 'usr_a', signedOffBy: null };
    expect(giftBatchSignOffRefusal(committed, 'usr_b')).toBeNull();
    expect(giftBatchSignOffRefusal(committed, 'usr_a')).toBe('sameCounter');
    expect(giftBatchSignOffRefusal({ ...committed, signedOffBy: 'usr_c' }, 'usr_b')).toBe('alreadySignedOff');
    expect(giftBatchSignOffRefusal({ ...committed, status: 'open' }, 'usr_b')).toBe('notCommitted');
  });
});

describe('giftBatchMessage', () => {
  it('words a refusal in English and Spanish with its figures', () => {
    expect(giftBatchMessage('en', 'unbalanced', { total: '$90.00', expected: '$100.00' })).toBe(
      'The entries total $90.00, the expected total is $100.00: they must match',
    );
    expect(giftBatchMessage('es', 'checkNumberForCash')).toBe('Solo un cheque tiene número de cheque');
  });
});
