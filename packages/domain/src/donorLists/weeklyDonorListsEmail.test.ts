import { donorListsEmailWeek, donorListsWeekOf, hourInTimeZone, mondayOfWeek } from './weeklyDonorListsEmail';

describe('the weekly donor lists email', () => {
  it('belongs to the Monday on or before the day', () => {
    expect(mondayOfWeek('2026-12-07')).toBe('2026-12-07'); // a Monday
    expect(mondayOfWeek('2026-12-06')).toBe('2026-11-30'); // the Sunday ends the week before
    expect(mondayOfWeek('2026-12-03')).toBe('2026-11-30');
    expect(mondayOfWeek('2027-01-02')).toBe('2026-12-28'); // across a year
  });

  it('is due from Monday 07:00 on the church clock, and all week after', () => {
    expect(donorListsEmailWeek('2026-12-07', 6)).toBeNull();
    expect(donorListsEmailWeek('2026-12-07', 7)).toEqual({
      weekStart: '2026-12-07',
      previousWeekStart: '2026-11-30',
    });
    expect(donorListsEmailWeek('2026-12-10', 0)).toEqual({
      weekStart: '2026-12-07',
      previousWeekStart: '2026-11-30',
    });
    expect(donorListsEmailWeek('2026-12-13', 23)?.weekStart).toBe('2026-12-07');
  });

  it('names the week of a day for the console’s preview, Monday before 07:00 too', () => {
    expect(donorListsWeekOf('2026-12-07')).toEqual({
      weekStart: '2026-12-07',
      previousWeekStart: '2026-11-30',
    });
    expect(donorListsWeekOf('2027-01-03')).toEqual({
      weekStart: '2026-12-28',
      previousWeekStart: '2026-12-21',
    });
  });

  it('reads the hour on the church clock, not the machine one', () => {
    const now = new Date('2026-12-07T12:30:00Z');
    expect(hourInTimeZone('America/Chicago', now)).toBe(6);
    expect(hourInTimeZone('Europe/Madrid', now)).toBe(13);
    expect(hourInTimeZone('UTC', new Date('2026-12-07T00:10:00Z'))).toBe(0);
  });
});
