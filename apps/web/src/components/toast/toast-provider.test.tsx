// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from './toast-context.ts';
import { CARRY_OVER_MS, MAX_TOASTS, ToastProvider } from './toast-provider.tsx';
import type { ToastApi } from './toast-context.ts';

let api: ToastApi;
function Grab() {
  api = useToast();
  return null;
}

function renderProvider() {
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
}

const texts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  renderProvider();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ToastProvider', () => {
  it('never shows the same text twice at once', () => {
    act(() => {
      api.show('Please fill all the required fields', 'danger');
      api.show('Please fill all the required fields', 'danger');
      api.show('Please fill all the required fields', 'danger');
    });
    expect(texts()).toEqual(['Please fill all the required fields']);
  });

  it('keeps at most MAX_TOASTS, the newest replacing the oldest', () => {
    act(() => {
      api.show('one', 'danger');
      api.show('two', 'danger');
      api.show('three', 'danger');
      api.show('four', 'danger');
    });
    expect(MAX_TOASTS).toBeLessThanOrEqual(2);
    expect(texts()).toEqual(['three', 'four'].slice(-MAX_TOASTS));
  });

  it('clears the notices of the page left behind, keeping those shown by the action that navigated', () => {
    act(() => api.show('Email already exists', 'danger'));
    act(() => vi.advanceTimersByTime(CARRY_OVER_MS + 500));
    act(() => api.show('Login successful', 'success'));
    act(() => api.pageChanged());
    expect(texts()).toEqual(['Login successful']);

    // On the next page the carried notice is that page's own: another navigation clears it.
    act(() => vi.advanceTimersByTime(CARRY_OVER_MS + 500));
    act(() => api.pageChanged());
    expect(texts()).toEqual([]);
  });

  it('still disappears on its own', () => {
    act(() => api.show('Saved', 'success', 1000));
    act(() => vi.advanceTimersByTime(1001));
    expect(texts()).toEqual([]);
  });
});
