/** @jest-environment ./jest.jsdom-environment.js */
import {
  loadRecentDonors,
  recentDonorsMatching,
  rememberDonor,
  RECENT_DONORS_KEPT,
  saveRecentDonors,
} from './recentDonors';

const donor = (n: number) => ({ prefixedId: `usr_${n}`, name: `Donor ${n}`, email: `d${n}@example.com` });

describe('recent donors', () => {
  it('puts the donor picked first, once, and keeps only the latest few', () => {
    let recent = [donor(1), donor(2)];
    recent = rememberDonor(recent, donor(2));
    expect(recent.map((each) => each.prefixedId)).toEqual(['usr_2', 'usr_1']);
    for (let n = 3; n < 20; n += 1) recent = rememberDonor(recent, donor(n));
    expect(recent).toHaveLength(RECENT_DONORS_KEPT);
    expect(recent[0]!.prefixedId).toBe('usr_19');
  });

  it('matches a search in the name or the email, whatever the case', () => {
    const recent = [donor(1), { prefixedId: 'usr_a', name: 'Ana Ruiz', email: 'ana@example.com' }];
    expect(recentDonorsMatching(recent, ' RUIZ ').map((each) => each.prefixedId)).toEqual(['usr_a']);
    expect(recentDonorsMatching(recent, 'd1@')).toEqual([donor(1)]);
    expect(recentDonorsMatching(recent, '')).toHaveLength(2);
  });

  it('is kept per church on this browser, and junk in storage is ignored', () => {
    saveRecentDonors('org_1', [donor(1)]);
    expect(loadRecentDonors('org_1')).toEqual([donor(1)]);
    expect(loadRecentDonors('org_2')).toEqual([]);
    localStorage.setItem('halo-batch-recent-donors:org_3', '{"not":"a list"}');
    expect(loadRecentDonors('org_3')).toEqual([]);
  });
});
