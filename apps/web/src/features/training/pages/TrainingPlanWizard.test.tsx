import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrainingPlanTemplate } from '@stride/contracts';
import { jsonResponse, mockFetch, notFound, renderApp, signedInUser } from '@/test/utils';

afterEach(() => vi.unstubAllGlobals());

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

async function toRunningStep() {
  renderApp('/training-plan-wizard');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Create a Training Plan' }),
  ).toBeInTheDocument();
  next();
  return screen.findByLabelText('Kilometres you run a week now');
}

describe('/training-plan-wizard', () => {
  it("checks each step's own answers before the next, with the spec's messages, focusing the first wrong one", async () => {
    mockFetch(
      { 'GET /api/auth/user': () => signedInUser(), 'GET /api/goals': () => jsonResponse([]) },
      notFound,
    );
    const weekly = await toRunningStep();
    fireEvent.change(screen.getByLabelText('Finish time (H:MM:SS or MM:SS)'), { target: { value: 'fifty' } });
    next();
    expect(await screen.findByText('Enter how many km you run a week')).toBeInTheDocument();
    expect(screen.getByText('Race time looks like 25:30 or 1:52:00')).toBeInTheDocument();
    expect(weekly).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(weekly).toHaveFocus());
    // Still on the second step.
    expect(screen.getByRole('heading', { level: 2, name: 'Your running now' })).toBeInTheDocument();
  });

  it("takes the runner back to the step of a field the server refused, with the server's message", async () => {
    mockFetch(
      {
        'GET /api/auth/user': () => signedInUser(),
        'GET /api/goals': () => jsonResponse([]),
        'POST /api/training-plans/preview': () =>
          jsonResponse(
            {
              error: 'validation_error',
              message: 'Validation failed',
              code: 'errors.invalidRequest',
              fields: { currentWeeklyKm: ['Plans start from at least 5 km of running a week'] },
              fieldCodes: { currentWeeklyKm: [{ code: 'training.currentWeeklyKmMin' }] },
            },
            { status: 400 },
          ),
      },
      notFound,
    );
    const weekly = await toRunningStep();
    fireEvent.change(weekly, { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Longest run in the last 30 days (km)'), {
      target: { value: '12' },
    });
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview my plan' }));
    expect(await screen.findByText('Plans start from at least 5 km of running a week')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your running now' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Kilometres you run a week now')).toHaveFocus());
  });

  it('offers the templates beside the plan made from the answers, and builds from the one chosen (issue 27)', async () => {
    let sent: Record<string, unknown> | undefined;
    const template: TrainingPlanTemplate = {
      id: 7,
      slug: 'first-half-marathon',
      name: 'First Half Marathon',
      description: 'From 10 km to your first half marathon.',
      category: 'beginner',
      difficulty: 'beginner',
      goalDistance: 'half_marathon',
      duration: 14,
      daysPerWeek: 4,
      weeklyStructure: {
        runDays: [2, 4, 6, 0],
        longRunDay: 0,
        qualitySessionsPerWeek: 1,
        cutbackEvery: 3,
        peakWeeklyKm: 35,
        peakLongRunKm: 19,
        emphasis: 'endurance',
      },
      targetRaces: [],
      prerequisites: { minWeeklyKm: 15, minLongestRunKm: 6, summary: 'Running 15 km a week' },
      tips: [],
    };
    mockFetch(
      {
        'GET /api/auth/user': () => signedInUser(),
        'GET /api/goals': () => jsonResponse([]),
        'GET /api/training-plan-templates': () => jsonResponse([template]),
        'POST /api/training-plans/preview': (init) => {
          sent = JSON.parse(String(init?.body));
          return jsonResponse(
            { error: 'validation_error', message: 'Validation failed', fields: {} },
            { status: 400 },
          );
        },
      },
      notFound,
    );
    renderApp('/training-plan-wizard');
    const plan = await screen.findByLabelText('Plan');
    const option = await screen.findByRole('option', {
      name: 'First Half Marathon · 14 weeks · 4 days a week',
    });
    expect(screen.getByRole('option', { name: 'A plan made for you from your answers' })).toBeInTheDocument();
    fireEvent.change(plan, { target: { value: (option as HTMLOptionElement).value } });
    expect(screen.getByLabelText('Weeks (including race week)')).toHaveValue(14);
    next();
    fireEvent.change(await screen.findByLabelText('Kilometres you run a week now'), {
      target: { value: '20' },
    });
    fireEvent.change(screen.getByLabelText('Longest run in the last 30 days (km)'), {
      target: { value: '8' },
    });
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview my plan' }));
    await waitFor(() => expect(sent).toMatchObject({ templateId: 7, weeks: 14, currentWeeklyKm: 20 }));
  });
});
