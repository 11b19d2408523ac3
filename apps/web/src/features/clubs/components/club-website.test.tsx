import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { i18n } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ClubWebsite } from './club-website';

describe('ClubWebsite', () => {
  it("gives the club's admins the widget snippet in their language and the calendar feed, each to copy", async () => {
    await i18n.changeLanguage('de');
    const writeText = vi.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(
      <AppProvider queryClient={createQueryClient()} i18n={i18n}>
        <ClubWebsite clubId={42} />
      </AppProvider>,
    );
    const snippet = (await screen.findByLabelText('Code für die Website')) as HTMLTextAreaElement;
    expect(snippet.value).toContain(`src="${window.location.origin}/embed/runclubs/42?lang=de"`);
    expect(snippet.value).toContain('title="Unsere nächsten Läufe auf Stride"');
    const feed = screen.getByLabelText('Kalender-Feed') as HTMLTextAreaElement;
    expect(feed.value).toBe(`${window.location.origin}/runclubs/42/calendar.ics`);
    fireEvent.click(screen.getAllByRole('button', { name: 'Kopieren' })[1]!);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(feed.value));
    await i18n.changeLanguage('en');
  });
});
