import type { ReactNode } from 'react';
import './row-actions.css';

interface Props {
  /** The row's everyday buttons (View, Edit ...): each a visible word, its aria-label naming the row. */
  children?: ReactNode;
  /** The row's destructive button (Delete, Erase, Refund ...), in the danger style; its confirmation is its own. */
  danger?: ReactNode;
}

/**
 * A table row's actions: the everyday ones, then the destructive one on a line of its own under a hairline, so a
 * hurried tap on Edit never lands on Delete. One column wide at every width: the buttons wrap inside the cell
 * rather than widen the table past the screen (decision 049).
 */
export function RowActions({ children, danger }: Props) {
  return (
    <div className="row-actions">
      {children && <div className="row-actions__main">{children}</div>}
      {danger && <div className="row-actions__danger">{danger}</div>}
    </div>
  );
}
