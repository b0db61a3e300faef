// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminBatch } from '@academy/contract';
import { loadAreas } from '../../../../lib/i18n.ts';
import { batchFixture } from '../../../../test-classes.ts';
import { BatchCards, BatchesTable, type BatchActions } from './batches-list.tsx';

const batch = (overrides: Partial<AdminBatch>): AdminBatch => ({
  ...batchFixture(),
  requested: 0,
  instructorId: null,
  ...overrides,
});

const open = batch({ id: 'b1', name: 'Evening Kids Karate' });
const paused = batch({ id: 'b2', name: 'Morning Adults', status: 'paused' });

function actions(): BatchActions {
  return {
    onEdit: vi.fn(),
    onPause: vi.fn(),
    onOpen: vi.fn(),
    onEnd: vi.fn(),
    onCancelClassDay: vi.fn(),
    onRestore: vi.fn(),
    busy: false,
  };
}

/** The row menu's entries, in order, a line between groups written as '—'. */
function menuOf(name: string): string[] {
  fireEvent.click(screen.getByRole('button', { name: `More actions for ${name}` }));
  const menu = document.querySelector('.dropdown-menu.show') as HTMLElement;
  return [...menu.children].map((item) =>
    item.classList.contains('dropdown-divider') ? '—' : (item.textContent ?? ''),
  );
}

describe("the classes list's row actions", () => {
  beforeAll(() => loadAreas('admin', 'classes'));
  afterEach(cleanup);

  for (const [view, List] of [
    ['table', BatchesTable],
    ['cards', BatchCards],
  ] as const) {
    it(`offers an open batch's class days in its menu, and a paused batch's none (${view})`, () => {
      render(
        <MemoryRouter>
          <List batches={[open, paused]} loading={false} actions={actions()} />
        </MemoryRouter>,
      );
      expect(menuOf(open.name)).toEqual(['QR check-in', 'Edit', 'Cancel a session', 'Pause', '—', 'End batch']);
      cleanup();
      render(
        <MemoryRouter>
          <List batches={[open, paused]} loading={false} actions={actions()} />
        </MemoryRouter>,
      );
      // A paused batch holds no class days: no check-in, no session to cancel; End stays apart from Edit.
      expect(menuOf(paused.name)).toEqual(['Edit', 'Open again', '—', 'End batch']);
      expect(screen.queryByRole('link', { name: /Take attendance/ })).not.toBeNull();
      expect(within(document.body).getAllByRole('link', { name: /^Take attendance/ })).toHaveLength(1);
    });
  }
});
