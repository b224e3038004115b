// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CookModeButton, NumberedSteps, RecipeBackLink } from './recipe-layout';

describe('the recipe page layout', () => {
  afterEach(cleanup);

  it('goes back to favorites only when the page was opened from there', () => {
    render(
      <MemoryRouter>
        <RecipeBackLink state={{ backTo: 'favorites' }} to="/saved-recipes" label="Back to saved" />
        <RecipeBackLink state={null} to="/saved-recipes" label="Back to saved" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Back to favorites' }).getAttribute('href')).toBe(
      '/favorites',
    );
    expect(screen.getByRole('link', { name: 'Back to saved' }).getAttribute('href')).toBe(
      '/saved-recipes',
    );
  });

  it('numbers a later group of steps on from the earlier ones', () => {
    render(<NumberedSteps steps={['Fold', 'Bake']} first={3} />);
    const list = screen.getByRole('list');
    expect(list.getAttribute('start')).toBe('4');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['4Fold', '5Bake']);
  });

  it('offers cook mode only for a recipe with steps, and opens it', () => {
    const { rerender } = render(<CookModeButton title="Soup" steps={[]} />);
    expect(screen.queryByRole('button', { name: 'Cook mode' })).toBeNull();
    rerender(<CookModeButton title="Soup" steps={['Chop', 'Simmer']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cook mode' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText('Chop')).toBeTruthy();
  });
});
