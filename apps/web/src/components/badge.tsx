import type { HTMLAttributes } from 'react';
import './badge.css';

/**
 * What a tone says, the same on every screen: success done or in (paid, confirmed, active, present), warning waits
 * on someone (pending, requested, late), info moves along on its own (submitted, offered, a child's profile), danger
 * needs action or failed (rejected, overdue, absent), neutral is over (cancelled, ended, waived), accent is the one
 * stage of the trial pipeline between info and success.
 */
export type BadgeTone = 'success' | 'warning' | 'info' | 'danger' | 'neutral' | 'accent';

type SpanProps = Omit<HTMLAttributes<HTMLSpanElement>, 'className'> & { className?: string };

/** A state or a short label in a tinted pill: a payment's, a booking's, an enrolment's, a lead's. */
export function Badge({ tone, className, ...props }: SpanProps & { tone: BadgeTone }) {
  return <span className={`app-badge app-badge--${tone}${className ? ` ${className}` : ''}`} {...props} />;
}

/** A count in a round badge beside a heading: red when it is work waiting for the reader, ink when it only counts. */
export function Count({ tone, className, ...props }: SpanProps & { tone: 'red' | 'ink' }) {
  return <span className={`app-count app-count--${tone}${className ? ` ${className}` : ''}`} {...props} />;
}
