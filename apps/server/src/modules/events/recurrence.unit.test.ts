import { describe, expect, it } from 'vitest';
import { expandRecurrence, MAX_OCCURRENCES } from './recurrence.ts';

describe('expandRecurrence', () => {
  it('repeats daily up to and including the end date', () => {
    expect(expandRecurrence({ date: '2027-02-27', type: 'daily', endDate: '2027-03-02' })).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
  });

  it('repeats weekly on the chosen days (0 = Sunday), or on the start weekday when none are chosen', () => {
    // 2027-03-01 is a Monday.
    expect(
      expandRecurrence({ date: '2027-03-01', type: 'weekly', endDate: '2027-03-14', daysOfWeek: [1, 3, 0] }),
    ).toEqual(['2027-03-01', '2027-03-03', '2027-03-07', '2027-03-08', '2027-03-10', '2027-03-14']);
    expect(
      expandRecurrence({ date: '2027-03-01', type: 'weekly', endDate: '2027-03-22', daysOfWeek: [] }),
    ).toEqual(['2027-03-01', '2027-03-08', '2027-03-15', '2027-03-22']);
  });

  it('repeats monthly on the same day, using the last day of shorter months', () => {
    expect(expandRecurrence({ date: '2027-01-31', type: 'monthly', endDate: '2027-05-30' })).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(expandRecurrence({ date: '2027-11-15', type: 'monthly', endDate: '2028-02-15' })).toEqual([
      '2027-11-15',
      '2027-12-15',
      '2028-01-15',
      '2028-02-15',
    ]);
  });

  it('gives the single date when the end is before the start, and caps runaway series', () => {
    expect(expandRecurrence({ date: '2027-03-01', type: 'daily', endDate: '2027-02-01' })).toEqual([
      '2027-03-01',
    ]);
    expect(expandRecurrence({ date: '2027-01-01', type: 'daily', endDate: '2029-12-31' })).toHaveLength(
      MAX_OCCURRENCES,
    );
  });
});
