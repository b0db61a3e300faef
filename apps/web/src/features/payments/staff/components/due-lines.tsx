import { formatPaise, type Due } from '@academy/contract';
import { dueItem } from '../payment-words.ts';
import './due-lines.css';

/** What a payment pays for: each fighter with the event or the month's class, and its amount when there are several. */
export function DueLines({ dues }: { dues: readonly Due[] }) {
  return (
    <ul className="due-lines">
      {dues.map((due) => (
        <li key={due.id} className="due-lines__item">
          <span className="due-lines__who">{due.fighterName}</span>
          <span className="due-lines__what">{dueItem(due)}</span>
          {dues.length > 1 && <span className="due-lines__amount">{formatPaise(due.amountPaise)}</span>}
        </li>
      ))}
    </ul>
  );
}
