import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useIdleTurns } from '@/hooks/use-idle-turns';
import { Later } from './later';

// jsdom has neither an IntersectionObserver nor idle callbacks: these stand in, driven by the test.
let observed: { callback: IntersectionObserverCallback; element: Element }[] = [];
let idle: (() => void)[] = [];

beforeEach(() => {
  observed = [];
  idle = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ callback: this.callback, element });
      }
      disconnect() {}
    },
  );
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(() => {
  // Unmount while the stand-ins are still there: the pages cancel their idle callbacks.
  cleanup();
  vi.unstubAllGlobals();
});

/** Runs the browser's next idle turn. */
const idleTurn = () => act(() => idle.shift()?.());

function Page() {
  const turns = useIdleTurns(2);
  return (
    <>
      <Later ready={turns > 0} reserve="min-h-24">
        <p>First body</p>
      </Later>
      <Later ready={turns > 1} reserve="min-h-24">
        <p>Second body</p>
      </Later>
    </>
  );
}

describe('Later with useIdleTurns', () => {
  it('renders the bodies below the screen one idle turn at a time, keeping their room until then', async () => {
    const { container } = render(<Page />);
    expect(screen.queryByText('First body')).not.toBeInTheDocument();
    expect(container.querySelectorAll('[aria-busy="true"].min-h-24')).toHaveLength(2);
    await idleTurn();
    expect(screen.getByText('First body')).toBeInTheDocument();
    expect(screen.queryByText('Second body')).not.toBeInTheDocument();
    await idleTurn();
    expect(screen.getByText('Second body')).toBeInTheDocument();
    expect(idle).toHaveLength(0);
  });

  it('renders a body as soon as it comes near the view', () => {
    render(<Page />);
    const second = observed[1]!;
    act(() =>
      second.callback(
        [{ isIntersecting: true, target: second.element } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(screen.getByText('Second body')).toBeInTheDocument();
    expect(screen.queryByText('First body')).not.toBeInTheDocument();
  });

  it('renders everything at once in a tab that is not shown', async () => {
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    onTestFinished(() => hidden.mockRestore());
    render(<Page />);
    expect(await screen.findByText('Second body')).toBeInTheDocument();
    expect(screen.getByText('First body')).toBeInTheDocument();
  });
});
