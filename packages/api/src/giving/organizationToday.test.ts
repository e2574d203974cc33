import { organizationToday } from './organizationToday';

describe('organizationToday', () => {
  it('is the date in the organization’s zone, not the server’s', () => {
    const lateEvening = new Date('2025-03-01T03:30:00Z'); // 21:30 on Feb 28 in Chicago
    expect(organizationToday('America/Chicago', lateEvening)).toBe('2025-02-28');
    expect(organizationToday('UTC', lateEvening)).toBe('2025-03-01');
  });
});
