import { describe, expect, it } from 'vitest';
import { buddyRejection, mutuallyAcceptable } from './buddy-eligibility.ts';
import { candidate } from '../../../test/helpers/buddy-candidates.ts';
import { ageOn, roundDistanceKm } from './buddy-runner.ts';

const today = '2026-07-01';
const a = candidate({ id: 'a' });
const b = candidate({ id: 'b', sex: 'male', dateOfBirth: '1985-01-10' });

describe('ageOn', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn('2008-07-01', today)).toBe(18);
    expect(ageOn('2008-07-02', today)).toBe(17);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
    expect(ageOn(null, today)).toBeNull();
    expect(ageOn('someday', today)).toBeNull();
  });
});

describe('roundDistanceKm', () => {
  it('keeps one decimal and never shows 0 km', () => {
    expect(roundDistanceKm(3.14159)).toBe(3.1);
    expect(roundDistanceKm(3.15)).toBe(3.2);
    expect(roundDistanceKm(0)).toBe(0.1);
  });
});

describe('mutuallyAcceptable', () => {
  it('accepts two active adults within both distances and filters', () => {
    expect(mutuallyAcceptable(a, b, 12, today)).toBe(true);
    expect(mutuallyAcceptable(b, a, 12, today)).toBe(true);
  });

  it('never pairs a runner with themself or an inactive runner', () => {
    expect(buddyRejection(a, candidate({ id: 'a' }), 0, today)).toBe('self');
    expect(buddyRejection(a, candidate({ id: 'b', preferences: { isActive: false } }), 1, today)).toBe(
      'inactive',
    );
  });

  it('is for adults whose age is known', () => {
    expect(buddyRejection(a, candidate({ id: 'b', dateOfBirth: null }), 1, today)).toBe('age_unknown');
    expect(buddyRejection(a, candidate({ id: 'b', dateOfBirth: '2008-07-02' }), 1, today)).toBe('under_age');
    expect(buddyRejection(a, candidate({ id: 'b', dateOfBirth: '2008-07-01' }), 1, today)).toBeNull();
  });

  it('keeps within the smaller of both maximum distances', () => {
    const near = candidate({ id: 'b', preferences: { maxDistance: 10 } });
    expect(buddyRejection(a, near, 10, today)).toBeNull();
    expect(buddyRejection(a, near, 10.05, today)).toBe('too_far');
    expect(buddyRejection(near, a, 10.05, today)).toBe('too_far');
    expect(buddyRejection(a, b, 25.1, today)).toBe('too_far');
  });

  it("applies each side's age range to the other", () => {
    const picky = candidate({ id: 'b', preferences: { ageRangeMin: 40, ageRangeMax: 50 } });
    // a is 36 on 1 July 2026.
    expect(buddyRejection(a, picky, 1, today)).toBe('age_range');
    expect(buddyRejection(picky, a, 1, today)).toBe('age_range');
    const older = candidate({ id: 'c', dateOfBirth: '1950-01-01' }); // 76, above a's default 65
    expect(buddyRejection(a, older, 1, today)).toBe('age_range');
  });

  it("applies each side's gender preference; an unstated sex only meets 'any'", () => {
    const wantsWomen = candidate({ id: 'w', sex: 'male', preferences: { genderPreference: 'female' } });
    expect(buddyRejection(wantsWomen, a, 1, today)).toBeNull();
    expect(buddyRejection(wantsWomen, b, 1, today)).toBe('gender');
    expect(buddyRejection(b, wantsWomen, 1, today)).toBe('gender');
    const unstated = candidate({ id: 'u', sex: 'prefer-not-to-say' });
    expect(buddyRejection(wantsWomen, unstated, 1, today)).toBe('gender');
    expect(buddyRejection(a, unstated, 1, today)).toBeNull();
  });

  it('applies the experience levels asked for; empty means any', () => {
    const wantsAdvanced = candidate({
      id: 'x',
      preferences: { experienceLevelPreference: ['advanced', 'elite'] },
    });
    expect(buddyRejection(wantsAdvanced, a, 1, today)).toBe('experience');
    expect(buddyRejection(a, wantsAdvanced, 1, today)).toBe('experience');
    expect(
      buddyRejection(wantsAdvanced, candidate({ id: 'y', experienceLevel: 'elite' }), 1, today),
    ).toBeNull();
    expect(buddyRejection(wantsAdvanced, candidate({ id: 'z', experienceLevel: null }), 1, today)).toBe(
      'experience',
    );
  });
});
