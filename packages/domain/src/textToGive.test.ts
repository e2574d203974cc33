import * as fc from 'fast-check';
import {
  comparableWords,
  matchFund,
  readTextToGive,
  TEXT_TO_GIVE_START_WORDS,
  TEXT_TO_GIVE_STOP_WORDS,
} from './textToGive';

const GENERAL = { prefixedId: 'fund_general', name: 'General Fund' };
const MISSIONS = { prefixedId: 'fund_missions', name: 'Missions' };
const BUILDING = { prefixedId: 'fund_building', name: 'Fondo de Construcción' };
const YOUTH = { prefixedId: 'fund_youth', name: 'Youth Camp' };
const YOUTH_TRIP = { prefixedId: 'fund_trip', name: 'Youth Trip' };
const FUNDS = [GENERAL, MISSIONS, BUILDING, YOUTH, YOUTH_TRIP];
const LIMITS = { minAmount: 100, maxAmount: 2_500_000 };

const read = (body: string) => readTextToGive(body, FUNDS, LIMITS);

describe('readTextToGive', () => {
  it.each([
    ['GIVE 50', 5000],
    ['give 50.25', 5025],
    ['50', 5000],
    ['$50', 5000],
    ['$ 50', 5000],
    ['Give $1,250.00', 125000],
    ['  give   75  ', 7500],
    ['GIVE 50.', 5000],
  ])(
    'reads "%s" as a gift of %i cents to no fund in particular, in the church\'s language',
    (body, amount) => {
      expect(read(body)).toEqual({ kind: 'gift', amount, fund: null, unknownFund: null, locale: null });
    },
  );

  it('answers DAR and DONAR in Spanish', () => {
    expect(read('DAR 50')).toEqual({
      kind: 'gift',
      amount: 5000,
      fund: null,
      unknownFund: null,
      locale: 'es',
    });
    expect(read('donar 20,50 construccion')).toEqual({
      kind: 'gift',
      amount: 2050,
      fund: BUILDING,
      unknownFund: null,
      locale: 'es',
    });
  });

  it('finds the fund by its name, whatever the case, accents and generic words', () => {
    expect(read('50 missions')).toMatchObject({ kind: 'gift', amount: 5000, fund: MISSIONS });
    expect(read('GIVE 50 MISSIONS')).toMatchObject({ fund: MISSIONS });
    expect(read('50 general')).toMatchObject({ fund: GENERAL });
    expect(read('50 general fund')).toMatchObject({ fund: GENERAL });
    expect(read('50 fondo de construcción')).toMatchObject({ fund: BUILDING });
    expect(read('50 CONSTRUCCION')).toMatchObject({ fund: BUILDING });
    expect(read('50 camp')).toMatchObject({ fund: YOUTH });
    expect(read('50 dollars missions')).toMatchObject({ fund: MISSIONS, unknownFund: null });
  });

  it('keeps words that name no fund, or several, to say so', () => {
    expect(read('50 roof')).toEqual({
      kind: 'gift',
      amount: 5000,
      fund: null,
      unknownFund: 'roof',
      locale: null,
    });
    expect(read('50 youth')).toMatchObject({ fund: null, unknownFund: 'youth' });
  });

  it('refuses amounts outside the church limits, zero included', () => {
    expect(read('GIVE 0')).toEqual({ kind: 'outOfRange', amount: 0, locale: null });
    expect(read('give 0.50')).toEqual({ kind: 'outOfRange', amount: 50, locale: null });
    expect(read('DAR 25000.01')).toEqual({ kind: 'outOfRange', amount: 2_500_001, locale: 'es' });
    expect(read('25000')).toMatchObject({ kind: 'gift', amount: 2_500_000 });
  });

  it.each(['STOP', 'stop', 'Stop.', ' STOPALL ', 'unsubscribe', 'CANCEL', 'end', 'Quit!'])(
    'reads "%s" as an opt-out',
    (body) => {
      expect(read(body)).toEqual({ kind: 'stop' });
    },
  );

  it('reads START and UNSTOP as an opt-in, HELP and INFO as help, AYUDA as help in Spanish', () => {
    expect(read('start')).toEqual({ kind: 'start' });
    expect(read('UNSTOP')).toEqual({ kind: 'start' });
    expect(read('HELP')).toEqual({ kind: 'help', locale: null });
    expect(read('info')).toEqual({ kind: 'help', locale: null });
    expect(read('¿Ayuda?')).toEqual({ kind: 'help', locale: 'es' });
  });

  it.each(['hello', 'STOP giving me texts', 'give fifty', 'PAY 50', '50abc', '', 'GIVE', '5O'])(
    'reads "%s" as nothing it knows (answered with help)',
    (body) => {
      expect(read(body)).toEqual({ kind: 'unknown' });
    },
  );

  it('reads any whole amount in the limits, after any give word, as that many cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: LIMITS.minAmount, max: LIMITS.maxAmount }),
        fc.constantFrom('', 'GIVE ', 'give ', 'Dar ', '$', 'give $'),
        (cents, before) => {
          const text = `${before}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
          const request = read(text);
          expect(request).toMatchObject({ kind: 'gift', amount: cents, fund: null });
        },
      ),
    );
  });

  it('answers every text with one of its kinds, never throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (body) => {
        expect(['stop', 'start', 'help', 'gift', 'outOfRange', 'unknown']).toContain(read(body).kind);
      }),
    );
  });

  it('opts out and in on each carrier word in any case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEXT_TO_GIVE_STOP_WORDS, ...TEXT_TO_GIVE_START_WORDS),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (word, upper) => {
          const typed = [...word].map((letter, at) => (upper[at] ? letter : letter.toLowerCase())).join('');
          const kind = (TEXT_TO_GIVE_STOP_WORDS as readonly string[]).includes(word) ? 'stop' : 'start';
          expect(read(` ${typed} `)).toEqual({ kind });
        },
      ),
    );
  });
});

describe('matchFund', () => {
  it('is null for no words or no funds', () => {
    expect(matchFund('  ', FUNDS)).toBeNull();
    expect(matchFund('missions', [])).toBeNull();
  });

  it('compares words without accents, case or punctuation', () => {
    expect(comparableWords('  Fondo de  Construcción! ')).toBe('fondo de construccion');
    expect(matchFund('MISSIONS!', FUNDS)).toBe(MISSIONS);
  });
});
