import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/utils';
import { VisualPalettes } from './visual-palette';

describe('the visual builder palette', () => {
  it('calls a 5:30 am start early morning, not night', async () => {
    renderWithProviders(
      <VisualPalettes isActive={() => false} labelOf={(p) => p.value} onToggle={() => {}} />,
    );
    expect(await screen.findByText(/Early morning.*5:30/)).toBeInTheDocument();
    expect(screen.queryByText(/Night/)).not.toBeInTheDocument();
    expect(screen.getByText(/Evening.*7:00/)).toBeInTheDocument();
  });
});
