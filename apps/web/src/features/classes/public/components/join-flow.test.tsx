// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { Batch } from '@academy/contract';
import { saveLogin } from '../../../../lib/session.ts';
import { stubApi } from '../../../../test-api.ts';
import { batchFixture } from '../../../../test-classes.ts';
import { useJoinFlow } from './join-flow.tsx';

const KIDS = batchFixture();

/** The join of each render, first (the hydration's) to last. */
const joins: ((batch: Batch) => void)[] = [];

function Probe() {
  const { join, dialog } = useJoinFlow();
  joins.push(join);
  const location = useLocation();
  return (
    <>
      <p data-testid="address">{location.pathname + location.search}</p>
      {dialog}
    </>
  );
}

function page(client: QueryClient) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/classes']}>
        <Routes>
          <Route path="/classes" element={<Probe />} />
          <Route path="/fighter/login" element={<Probe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  joins.length = 0;
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  localStorage.clear();
});

it("opens the dialog for a logged-in parent who taps Join as the server's page is hydrated, not the login page", async () => {
  stubApi({
    'GET /api/Enrolments/GetFamilyEnrolments': { body: { status: 1, message: 'ok', enrolments: [] } },
    'GET /api/Families/GetFamily': { body: { status: 1, message: 'ok', profiles: [] } },
  });
  // The server renders the page for a visitor; the browser holds a parent's session.
  const html = renderToString(page(new QueryClient()));
  joins.length = 0;
  saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);

  await act(async () => {
    root = hydrateRoot(container, page(new QueryClient({ defaultOptions: { queries: { retry: false } } })));
  });
  // The hydration's render saw a visitor (as the server did); a later one the stored session.
  expect(joins.length).toBeGreaterThan(1);

  // A tap given to the hydration render's handler: an early tap held until hydration, or a tap in that moment.
  await act(async () => joins[0]!(KIDS));

  expect(screen.getByTestId('address').textContent).toBe('/classes');
  expect(await screen.findByRole('dialog', { hidden: true })).toBeTruthy();
});
