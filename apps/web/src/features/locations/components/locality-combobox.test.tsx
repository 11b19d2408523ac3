import type { LocationSuggestion } from '@stride/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { i18n } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/utils';
import { LocalityCombobox } from './locality-combobox';

const place = (label: string, value: string): LocationSuggestion => ({
  label,
  value,
  state: 'NSW',
  postcode: '2026',
  lat: -33.89,
  lng: 151.27,
});
const BONDI = [place('Bondi, NSW 2026', 'bondi'), place('Bondi Beach, NSW 2026', 'bondi-beach')];

function renderCombobox(onSelect = vi.fn(), onClear = vi.fn()) {
  mockFetch({ 'GET /api/locations/search?q=Bon&limit=8': () => jsonResponse(BONDI) });
  render(
    <AppProvider queryClient={createQueryClient()} i18n={i18n}>
      <LocalityCombobox label="Location" onSelect={onSelect} onClear={onClear} />
    </AppProvider>,
  );
  return { onSelect, onClear };
}

describe('LocalityCombobox', () => {
  it('moves with the arrow keys, picks with Enter and closes with Escape', async () => {
    const { onSelect } = renderCombobox();
    const input = await screen.findByRole('combobox', { name: 'Location' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Bon' } });
    expect(await screen.findByRole('option', { name: 'Bondi, NSW 2026' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const beach = screen.getByRole('option', { name: 'Bondi Beach, NSW 2026' });
    expect(beach).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', beach.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Bondi, NSW 2026' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(BONDI[1]);
    expect(input).toHaveValue('Bondi Beach, NSW 2026');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('tells the form when typing replaces a chosen locality', async () => {
    const { onSelect, onClear } = renderCombobox();
    const input = await screen.findByRole('combobox', { name: 'Location' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Bon' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Bondi, NSW 2026' }));
    expect(onSelect).toHaveBeenCalledWith(BONDI[0]);
    fireEvent.change(input, { target: { value: 'Bondi, NSW 202' } });
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
