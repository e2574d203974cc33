import {
  holdsSecondFactorAbility,
  isAuthenticatorCode,
  isSecondFactorRefusal,
  normalizeSecondFactorCode,
  operationNeedsSecondFactor,
} from './secondFactor';

describe('the administrators’ second factor', () => {
  it('guards operations only refund-gifts or manage-team allow', () => {
    expect(operationNeedsSecondFactor(['manage-team'])).toBe(true);
    expect(operationNeedsSecondFactor(['refund-gifts'])).toBe(true);
    expect(operationNeedsSecondFactor(['refund-gifts', 'manage-team'])).toBe(true);
    expect(operationNeedsSecondFactor(['manage-giving'])).toBe(false);
    // Reachable with a plainer ability as well: no more dangerous than that one.
    expect(operationNeedsSecondFactor(['view-gifts', 'refund-gifts'])).toBe(false);
    expect(operationNeedsSecondFactor([])).toBe(false);
  });

  it('says who must enrol: holders of a guarded ability and Halo administrators', () => {
    expect(holdsSecondFactorAbility({ abilities: ['manage-team'], isHaloAdmin: false })).toBe(true);
    expect(holdsSecondFactorAbility({ abilities: ['view-gifts'], isHaloAdmin: false })).toBe(false);
    expect(holdsSecondFactorAbility({ abilities: [], isHaloAdmin: true })).toBe(true);
    expect(holdsSecondFactorAbility(null)).toBe(false);
  });

  it('reads a typed code without its spaces and dashes', () => {
    expect(normalizeSecondFactorCode(' 123 456 ')).toBe('123456');
    expect(normalizeSecondFactorCode('ABCDE-FGHIJ')).toBe('abcdefghij');
    expect(isAuthenticatorCode('123456')).toBe(true);
    expect(isAuthenticatorCode('12345')).toBe(false);
    expect(isAuthenticatorCode('abcdefghij')).toBe(false);
    expect(isSecondFactorRefusal('SECOND_FACTOR_REQUIRED')).toBe(true);
    expect(isSecondFactorRefusal('FORBIDDEN')).toBe(false);
  });
});
