import type { AccountExport } from '@stride/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { i18n } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/utils';
import { YourDataSection } from './your-data-section';

const show = (hasPassword = true) =>
  render(
    <AppProvider queryClient={createQueryClient()} i18n={i18n}>
      <YourDataSection hasPassword={hasPassword} />
    </AppProvider>,
  );

/** The start of an export as GET /api/users/me/export answers it; the download passes it through whole. */
const exported = {
  exportedAt: '2030-03-05T07:15:00.000Z',
  goals: [],
  blocks: [{ blockedRunnerId: 'u2', createdAt: '2030-03-01T00:00:00.000Z' }],
  withheld: [{ column: 'users.password_hash', reason: 'A hash' }],
} satisfies Partial<AccountExport>;

// jsdom has no object URLs: the download test gives URL its own, and they go again after each test.
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => {
  Object.assign(URL, objectUrls);
});

describe('Your data', () => {
  it('downloads the export as a dated JSON file', async () => {
    mockFetch({ 'GET /api/users/me/export': () => jsonResponse(exported) });
    let saved: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:export';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('stride-export-2030-03-05.json');
    expect(clicked[0]!.href).toBe('blob:export');
    expect(JSON.parse(await saved!.text())).toEqual(exported);
  });

  it('says so when the export cannot be prepared', async () => {
    mockFetch({
      'GET /api/users/me/export': () =>
        jsonResponse({ error: 'internal_error', message: 'Something went wrong' }, { status: 500 }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't prepare your download.");
  });

  it('asks for the password before deleting, and names a wrong one', async () => {
    const fetch = mockFetch({
      'DELETE /api/users/me': () =>
        jsonResponse(
          {
            error: 'validation_error',
            message: 'That password is not correct',
            fields: { password: ['That password is not correct'] },
          },
          { status: 400 },
        ),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(
      await screen.findByText(/past runs you hosted stay, shown as from "Deleted runner"/),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Not-it-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is not correct');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ password: 'Not-it-1' });
  });

  it('opens the confirmation as a dialog from its button, and gives focus back to the button on close', async () => {
    mockFetch({});
    show(false);
    const button = await screen.findByRole('button', { name: 'Delete my account' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Runners without a password are asked to sign in again instead.
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
