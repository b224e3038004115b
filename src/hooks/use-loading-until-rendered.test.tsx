// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLoadingUntilRendered } from './use-loading-until-rendered';

/** Every render's input and what it showed. */
const renders: { loading: boolean; gate: boolean }[] = [];

function Gate({ loading }: { loading: boolean }) {
  const gate = useLoadingUntilRendered(loading);
  renders.push({ loading, gate });
  return <p>{gate ? 'Loading...' : 'The page'}</p>;
}

describe('useLoadingUntilRendered', () => {
  afterEach(cleanup);

  it('shows the page in a render of its own, and "Loading..." again at once', () => {
    const { rerender } = render(<Gate loading />);
    renders.length = 0;
    rerender(<Gate loading={false} />);
    // The urgent render keeps "Loading..."; the page comes in the deferred one.
    expect(renders).toEqual([
      { loading: false, gate: true },
      { loading: false, gate: false },
    ]);
    expect(screen.getByText('The page')).toBeTruthy();
    renders.length = 0;
    rerender(<Gate loading />);
    // No render shows the page while loading (a previous owner's data, on a change of owner).
    expect(renders.length).toBeGreaterThan(0);
    expect(renders.every((r) => r.gate)).toBe(true);
    expect(screen.getByText('Loading...')).toBeTruthy();
  });
});
