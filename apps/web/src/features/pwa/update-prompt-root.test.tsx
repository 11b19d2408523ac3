import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { showUpdatePrompt } from './update-prompt-root';

afterEach(async () => {
  document.body.innerHTML = '';
  await i18n.changeLanguage('en');
});

describe('update available prompt', () => {
  it('offers to reload into the new version, or to keep going', async () => {
    await i18n.loadNamespaces('pwa');
    const reload = vi.fn();
    act(() => showUpdatePrompt(reload));
    expect(await screen.findByRole('status')).toHaveTextContent('A new version of Stride is ready.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("speaks the runner's language", async () => {
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces('pwa');
    act(() => showUpdatePrompt(() => {}));
    expect(await screen.findByRole('button', { name: 'Neu laden' })).toBeVisible();
  });
});
