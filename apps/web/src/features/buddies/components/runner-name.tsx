import type { BuddyRunner } from '@stride/contracts';

/** "Cora L." — a buddy list never shows more of a name. */
export function runnerName(r: Pick<BuddyRunner, 'firstName' | 'lastInitial'>): string {
  return [r.firstName, r.lastInitial ? `${r.lastInitial}.` : ''].filter(Boolean).join(' ') || '—';
}
