import type { Goal } from '@stride/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { GoalEditor } from './goal-editor';

/** A goals API in memory: GET lists, POST adds (status active), DELETE removes. */
function goalsApi() {
  let goals: Goal[] = [];
  const fetch = mockFetch(
    {
      'GET /api/goals': () => jsonResponse(goals),
      'POST /api/goals': (init) => {
        const body = JSON.parse(String(init?.body)) as Goal;
        const goal = { ...body, id: goals.length + 1, status: 'active' } as Goal;
        goals = [...goals, goal];
        return jsonResponse(goal, { status: 201 });
      },
    },
    () => {
      goals = [];
      return new Response(null, { status: 204 });
    },
  );
  return { fetch, goals: () => goals };
}

describe('GoalEditor', () => {
  it('adds a goal only with name, distance and difficulty through the goals API; cancel clears; goals can be removed', async () => {
    const api = goalsApi();
    renderWithProviders(<GoalEditor />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Training Goal' }));
    const add = screen.getByRole('button', { name: 'Add Goal' });
    expect(add).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Event name'), { target: { value: 'Gold Coast Marathon' } });
    fireEvent.change(screen.getByLabelText('Distance'), { target: { value: 'marathon' } });
    expect(add).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'advanced' } });
    expect(add).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Training Goal' }));
    expect(screen.getByLabelText('Event name')).toHaveValue('');

    fireEvent.change(screen.getByLabelText('Event name'), { target: { value: 'Gold Coast Marathon' } });
    fireEvent.change(screen.getByLabelText('Distance'), { target: { value: 'marathon' } });
    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'advanced' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    expect(await screen.findByText('Gold Coast Marathon')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Event name')).not.toBeInTheDocument());
    expect(api.goals()).toEqual([
      expect.objectContaining({ eventName: 'Gold Coast Marathon', status: 'active' }),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove goal Gold Coast Marathon' }));
    await waitFor(() => expect(screen.queryByText('Gold Coast Marathon')).not.toBeInTheDocument());
    expect(api.fetch).toHaveBeenCalledWith('/api/goals/1', expect.objectContaining({ method: 'DELETE' }));
  });
});
