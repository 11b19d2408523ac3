import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/utils';
import { PasswordStrengthMeter, meterReading } from './password-strength-meter';

describe('PasswordStrengthMeter', () => {
  it('shows one message at a time: none of its own while the rule fails, one tip once it passes', async () => {
    const { rerender } = renderWithProviders(
      <PasswordStrengthMeter password="password" onUseSuggestion={() => {}} />,
    );
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
    renderWithProviders(<PasswordStrengthMeter password="" onUseSuggestion={(p) => (chosen = p)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Suggest strong passwords' }));
    const samples = screen.getAllByRole('button', { name: /^Use the password / });
    expect(samples).toHaveLength(3);
    fireEvent.click(samples[0]!);
    expect(chosen).toMatch(/^\w+-\w+-\w+-\d{2}\S$/);
  });
});
