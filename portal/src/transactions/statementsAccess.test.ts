import { canSendStatements } from './statementsAccess';

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
