// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RowActions } from './row-actions.tsx';

afterEach(cleanup);

describe('RowActions', () => {
  it('sets the destructive button apart from the everyday ones, after them', () => {
    render(
      <RowActions danger={<button type="button">Delete</button>}>
        <button type="button">View</button>
        <button type="button">Edit</button>
      </RowActions>,
    );
    const edit = screen.getByRole('button', { name: 'Edit' });
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(edit.parentElement!.className).toBe('row-actions__main');
    expect(remove.parentElement!.className).toBe('row-actions__danger');
    expect(edit.parentElement!.nextElementSibling).toBe(remove.parentElement);
  });

  it('draws no empty group when a row has only one kind of action', () => {
    const { container } = render(<RowActions danger={false}>{false}</RowActions>);
    expect(container.querySelector('.row-actions')!.children).toHaveLength(0);
    render(<RowActions danger={<button type="button">Cancel booking</button>} />);
    expect(screen.getByRole('button', { name: 'Cancel booking' }).closest('.row-actions')!.children).toHaveLength(1);
  });
});
