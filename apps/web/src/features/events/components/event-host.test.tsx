import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { i18n } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { EventHost } from './event-host';

const show = (event: { createdBy: string | null; creatorDeleted: boolean }) =>
  render(
    <AppProvider queryClient={createQueryClient()} i18n={i18n}>
      <ul>
        <EventHost event={event} />
      </ul>
    </AppProvider>,
  );

describe('the event host line', () => {
  it('names the host the event was posted under (a runner, or the club for a Strava import)', async () => {
    show({ createdBy: 'Harbour Striders', creatorDeleted: false });
    expect(await screen.findByTestId('event-host')).toHaveTextContent('Hosted by Harbour Striders');
  });

  it('says Deleted runner once the host deleted their account (issue 25)', async () => {
    show({ createdBy: null, creatorDeleted: true });
    expect(await screen.findByTestId('event-host')).toHaveTextContent('Hosted by Deleted runner');
  });

  it('shows nothing when no host is known', async () => {
    const { container } = show({ createdBy: null, creatorDeleted: false });
    // Once the namespace has loaded the list renders, empty.
    await waitFor(() => expect(container.querySelector('ul')).not.toBeNull());
    expect(screen.queryByTestId('event-host')).toBeNull();
  });
});
