import { describe, expect, it } from 'vitest';
import { localityLabel, readLocalities, titleCaseTown } from './locations.import.ts';

describe('locality import', () => {
  it('title-cases town names the way Australians write them', () => {
    expect(titleCaseTown('ST KILDA EAST')).toBe('St Kilda East');
    expect(titleCaseTown('MCMAHONS POINT')).toBe('McMahons Point');
    expect(titleCaseTown("O'CONNOR")).toBe("O'Connor");
    expect(titleCaseTown('MOUNT COOT-THA')).toBe('Mount Coot-Tha');
  });

  it('labels a locality as "Town, STATE postcode"', () => {
    expect(localityLabel('Bondi', 'NSW', '2026')).toBe('Bondi, NSW 2026');
  });

  it('reads the real places once each, with coordinates, and no PO boxes', () => {
    const rows = readLocalities();
    expect(rows.length).toBeGreaterThan(16_000);
    expect(new Set(rows.map((r) => r.value)).size).toBe(rows.length);
    expect(rows.every((r) => r.lat < -8 && r.lat > -55 && r.lng > 95 && r.lng < 170)).toBe(true);
    expect(rows.some((r) => r.value === 'Darwin City, NT 0800')).toBe(true);
    expect(rows.some((r) => / (DC|MC)$/i.test(r.town))).toBe(false);
  });
});
