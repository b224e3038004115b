// @vitest-environment happy-dom
import { lazy } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSlot } from './slot';

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello {name}</button>;
}

describe('createSlot', () => {
  afterEach(cleanup);

  it('shows nothing when the app provides no component', () => {
    const { Slot } = createSlot<{ name: string }, 'button'>('button', { lazy: false });
    const { container } = render(<Slot name="Ada" />);
    expect(container.innerHTML).toBe('');
  });

  it("renders the provided component with the page's props", () => {
    const { Provider, Slot } = createSlot<{ name: string }, 'button'>('button', { lazy: false });
    render(
      <Provider button={Greeting}>
        <Slot name="Ada" />
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'Hello Ada' })).toBeTruthy();
  });

  it('keeps the page on screen while a lazy component loads, then shows it', async () => {
    let load: (module: { default: typeof Greeting }) => void = () => undefined;
    const LazyGreeting = lazy(() => new Promise<{ default: typeof Greeting }>((r) => (load = r)));
    const { Provider, Slot } = createSlot<{ name: string }, 'button'>('button', { lazy: true });
    render(
      <Provider button={LazyGreeting}>
        <h1>Recipe</h1>
        <Slot name="Ada" />
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Recipe' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    load({ default: Greeting });
    expect(await screen.findByRole('button', { name: 'Hello Ada' })).toBeTruthy();
  });
});
