import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, mockFetch, ownProfile, renderWithProviders } from '@/test/utils';
import { RunningPreferencesForm } from './running-preferences-form';

// Counts how often the checks module is loaded (the page must not load it until the runner edits).
const checks = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../lib/running-preferences-check', async (importOriginal) => {
  checks.loads += 1;
  return importOriginal();
});

const profile = ownProfile();

const patchBodies = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init!.body)));

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('RunningPreferencesForm', () => {
  it('shows the saved preferences, loads its checks only once the runner edits, and saves what they chose', async () => {
    const fetch = mockFetch({ 'PATCH /api/profile': () => jsonResponse(profile) });
    renderWithProviders(<RunningPreferencesForm profile={profile} />);
    expect(await screen.findByLabelText('About me')).toHaveValue('Sunrise runner');
    expect(screen.getByLabelText('Usual pace (min/km)')).toHaveValue('5:30');
    expect(screen.getByLabelText('Experience')).toHaveValue('intermediate');
    expect(screen.getByLabelText('Preferred time')).toHaveValue('morning');
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    expect(checks.loads).toBe(0);

    fireEvent.focus(screen.getByLabelText('About me'));
    await waitFor(() => expect(checks.loads).toBe(1));
    fireEvent.change(screen.getByLabelText('About me'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Usual pace (min/km)'), { target: { value: ' 6:05 ' } });
    fireEvent.change(screen.getByLabelText('Experience'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    // Blanks clear a preference; the schema the server uses has trimmed the pace; days in week order.
    expect(patchBodies(fetch)).toEqual([
      {
        bio: null,
        preferredPace: '6:05',
        experienceLevel: null,
        preferredTime: 'morning',
        availabilityDays: ['monday', 'saturday', 'sunday'],
      },
    ]);
  });

  it("names a field the schema refuses, focuses it, and checks it again as it changes; nothing is sent until it's right", async () => {
    const fetch = mockFetch({ 'PATCH /api/profile': () => jsonResponse(profile) });
    renderWithProviders(<RunningPreferencesForm profile={profile} />);
    const pace = await screen.findByLabelText('Usual pace (min/km)');
    fireEvent.change(pace, { target: { value: 'fast' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    const message = 'Pace looks like 5:30 (minutes and seconds per km)';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(pace).toHaveAttribute('aria-invalid', 'true');
    expect(pace).toHaveAccessibleDescription(message);
    await waitFor(() => expect(pace).toHaveFocus());
    expect(patchBodies(fetch)).toEqual([]);

    fireEvent.change(pace, { target: { value: '5:45' } });
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(pace).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's message beside the field it names, and a toast for any other failure", async () => {
    let answer = (): Response =>
      jsonResponse(
        {
          error: 'validation_error',
          message: 'Invalid request',
          fields: { bio: ['Your bio can be at most 500 characters'] },
        },
        { status: 400 },
      );
    mockFetch({ 'PATCH /api/profile': () => answer() });
    renderWithProviders(<RunningPreferencesForm profile={profile} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your bio can be at most 500 characters')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('About me')).toHaveFocus());

    answer = () =>
      jsonResponse({ error: 'internal_error', message: 'Something went wrong' }, { status: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText("Couldn't save")).toBeInTheDocument();
  });

  it("names the problem in the runner's language: the messages' translations load with the checks", async () => {
    mockFetch({});
    await act(() => i18n.changeLanguage('de'));
    renderWithProviders(<RunningPreferencesForm profile={profile} />);
    fireEvent.change(await screen.findByLabelText('Übliches Tempo (min/km)'), { target: { value: 'fast' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vorlieben speichern' }));
    expect(
      await screen.findByText('Das Tempo sieht aus wie 5:30 (Minuten und Sekunden pro km)'),
    ).toBeInTheDocument();
  });
});
