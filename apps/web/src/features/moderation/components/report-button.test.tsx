import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { ReportButton } from './report-button';

describe('ReportButton', () => {
  it('opens its dialog (loaded on the first tap), gives focus back when closed, and sends the report', async () => {
    const fetch = mockFetch({
      'POST /api/reports': () => jsonResponse({ id: 1 }, { status: 201 }),
    });
    renderWithProviders(<ReportButton targetType="club" targetId={42} label="Report the club Harbour" />);
    const button = await screen.findByRole('button', { name: 'Report the club Harbour' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Report this club' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // No reason chosen: the dialog says so; closing and opening again starts without that error.
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a reason');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Report this club' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/reports')!;
    expect(JSON.parse(String(init?.body))).toEqual({ targetType: 'club', targetId: '42', reason: 'spam' });
  });
});
