import { UI_TIMINGS } from '@stride/contracts';
import { act, render, renderHook, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { LazyToaster } from './lazy-toaster';
import { TOAST_LIMIT, dismissToast, toast, useToast } from './use-toast';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows at most one toast: a newer one replaces the current one', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'Newest wins', variant: 'success' });
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Second', variant: 'success', open: true });
  });

  it('closes a dismissed toast at once and removes it after the configured delay', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let id = '';
    act(() => {
      id = toast({ title: 'Saved' }).id;
    });
    act(() => dismissToast(id));
    expect(result.current.toasts[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(UI_TIMINGS.toastRemoveDelayMs - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });

  it('updates a toast in place', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      const handle = toast({ title: 'Saving' });
      handle.update({ title: 'Saved' });
    });
    expect(result.current.toasts[0]?.title).toBe('Saved');
  });
});

describe('LazyToaster', () => {
  it('loads the renderer with the first toast and shows title and description', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <LazyToaster />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      toast({ title: 'Link copied!', description: 'Event link copied to clipboard.' });
    });
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(screen.getByText('Event link copied to clipboard.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
