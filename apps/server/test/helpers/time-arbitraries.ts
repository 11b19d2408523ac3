import fc from 'fast-check';

/** 00:00 UTC on the first Sunday of a month (0-based): Australia's clocks change the night before, in UTC. */
function firstSunday(year: number, month: number): number {
  const first = Date.UTC(year, month, 1);
  return first + ((7 - new Date(first).getUTCDay()) % 7) * 86_400_000;
}

/** Instants between 2024 and 2030, half of them within a day and a half of an Australian daylight-saving change. */
export function instants(): fc.Arbitrary<Date> {
  return fc.oneof(
    fc.date({
      min: new Date('2024-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    fc
      .constantFrom(...[2025, 2026, 2027, 2028, 2029].flatMap((y) => [firstSunday(y, 3), firstSunday(y, 9)]))
      .chain((sunday) =>
        fc.integer({ min: -36 * 60, max: 12 * 60 }).map((min) => new Date(sunday + min * 60_000)),
      ),
  );
}

/** "HH:MM" on quarter hours. */
export function clockTimes(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
}
