import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { i18n } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { PasswordStrengthMeter, meterReading } from './password-strength-meter';

/** Renders in a fresh query client; rerender keeps that client. */
function wrap(ui: React.ReactNode) {
  const queryClient = createQueryClient();
  const wrapped = (node: React.ReactNode) => (
    <AppProvider queryClient={queryClient} i18n={i18n}>
      {node}
    </AppProvider>
  );
  const result = render(wrapped(ui));
  return { ...result, rerender: (node: React.ReactNode) => result.rerender(wrapped(node)) };
}

describe('PasswordStrengthMeter', () => {
  it('shows one message at a time: none of its own while the rule fails, one tip once it passes', async () => {
    const { rerender } = wrap(<PasswordStrengthMeter password="password" onUseSuggestion={() => {}} />);
    const meter = await screen.findByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuemax', '11');
    expect(screen.getByText(/Terrible|Weak/)).toBeInTheDocument();
    expect(screen.queryByText(/^Avoid|^Add|^Use 12/)).not.toBeInTheDocument();

    rerender(<PasswordStrengthMeter password="Password1" onUseSuggestion={() => {}} />);
    expect(screen.getAllByText(/^Avoid|^Add|^Use 12|^Try a passphrase/)).toHaveLength(1);
    expect(screen.getByText('Avoid common words such as password.')).toBeInTheDocument();
  });

  it('never rates a password the rule refuses above weak', () => {
    const longButRefused = meterReading('correct horse battery staple ultra long');
    expect(longButRefused.level).toMatch(/terrible|weak/);
    expect(longButRefused.tip).toBeUndefined();
    expect(meterReading('Harbour-Tempo-48!').level).toMatch(/good|excellent/);
  });

  it('offers three sample passwords from the one suggest button', async () => {
    let chosen = '';
    wrap(<PasswordStrengthMeter password="" onUseSuggestion={(p) => (chosen = p)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Suggest strong passwords' }));
    const samples = screen.getAllByRole('button', { name: /^Use the password / });
    expect(samples).toHaveLength(3);
    fireEvent.click(samples[0]!);
    expect(chosen).toMatch(/^\w+-\w+-\w+-\d{2}\S$/);
  });
});
