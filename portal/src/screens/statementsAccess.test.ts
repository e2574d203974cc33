import { canSendStatements, parseDonorIds } from './statementsAccess';

describe('canSendStatements', () => {
  it.each([
    [{ isHaloAdmin: true, abilities: [] }, true],
    [{ isHaloAdmin: false, abilities: ['send-statements'] }, true],
    [{ isHaloAdmin: false, abilities: ['view-reports'] }, false],
    [null, false],
  ])('%p → %p', (user, expected) => {
    expect(canSendStatements(user)).toBe(expected);
  });
});

describe('parseDonorIds', () => {
  it('splits on commas, spaces and new lines and drops duplicates', () => {
    expect(parseDonorIds(' usr_a, usr_b\nusr_a  usr_c; ')).toEqual(['usr_a', 'usr_b', 'usr_c']);
    expect(parseDonorIds('  ')).toEqual([]);
  });
});
