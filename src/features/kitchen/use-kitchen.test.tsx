// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';

const toasts = vi.hoisted(() => [] as { kind: string; title: string; duration?: number }[]);
vi.mock('@/components/notify', () => ({
  TOAST_DURATION: { kitchen: 2000, other: 3000, saveError: 5000 },
  notify: {
    success: (title: string, options?: { duration?: number }) =>
      toasts.push({ kind: 'success', title, duration: options?.duration }),
    error: (title: string, options?: { duration?: number }) =>
      toasts.push({ kind: 'error', title, duration: options?.duration }),
    info: (title: string) => toasts.push({ kind: 'info', title }),
  },
}));

import { useKitchen } from './use-kitchen';
import { kitchenAtom } from './kitchen-state';

function setup() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return { store, ...renderHook(() => useKitchen(), { wrapper }) };
}

describe('useKitchen', () => {
  it('adds, refuses a duplicate, removes and clears, each with a 2 s toast', () => {
    toasts.length = 0;
    const { result, store } = setup();
    act(() => void result.current.add('milk, eggs'));
    expect(store.get(kitchenAtom).ingredients).toEqual(['eggs', 'milk']);
    act(() => void result.current.add('milk'));
    act(() => void result.current.remove('eggs'));
    act(() => void result.current.clear());
    expect(store.get(kitchenAtom).ingredients).toEqual([]);
    expect(toasts).toEqual([
      { kind: 'success', title: 'Added 2 ingredients to your kitchen!', duration: 2000 },
      { kind: 'error', title: 'milk is already in your kitchen!', duration: 2000 },
      { kind: 'success', title: 'Removed eggs from your kitchen', duration: 2000 },
      { kind: 'success', title: 'Your kitchen has been cleared!', duration: 2000 },
    ]);
  });

  it('creates, applies and deletes templates', () => {
    toasts.length = 0;
    const { result, store } = setup();
    act(() => void result.current.add('rice, beans'));
    let outcome = { ok: false };
    act(() => {
      outcome = result.current.createTemplate('Burrito');
    });
    expect(outcome.ok).toBe(true);
    const [template] = store.get(kitchenAtom).templates;
    expect(template?.name).toBe('Burrito');
    act(() => void result.current.clear());
    act(() => void result.current.applyTemplate(template?.id ?? ''));
    expect(store.get(kitchenAtom).ingredients).toEqual(['beans', 'rice']);
    act(() => void result.current.deleteTemplate(template?.id ?? ''));
    expect(store.get(kitchenAtom).templates).toEqual([]);
    expect(toasts.map((t) => t.title)).toContain('Template "Burrito" created successfully');
    expect(toasts.map((t) => t.title)).toContain('Template deleted successfully');
  });
});
