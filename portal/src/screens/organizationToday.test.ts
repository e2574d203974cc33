import { organizationToday } from './organizationToday';

describe('organizationToday', () => {
  const lateEvening = new Date('2026-03-01T03:30:00Z'); // still Feb 28 in Chicago

  it("is the church's calendar day in its time zone", () => {
    expect(organizationToday('America/Chicago', lateEvening)).toBe('2026-02-28');
    expect(organizationToday('Europe/Madrid', lateEvening)).toBe('2026-03-01');
  });

  it('falls back to the browser zone for an unknown zone', () => {
    expect(organizationToday('Not/AZone', lateEvening)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
