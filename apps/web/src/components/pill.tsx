import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './pill.css';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'aria-pressed'> {
  pressed: boolean;
  /** How many the filter shows; '…' while it loads. */
  count?: number | string;
  /** Red while what it filters waits for the admin (failed emails, new trial requests). */
  alarm?: boolean;
  children: ReactNode;
}

/**
 * One option of a toggle group that filters a list (programs, gallery categories, emails or leads by state): the
 * pressed pill is the filter in force.
 */
export function Pill({ pressed, count, alarm = false, children, ...props }: Props) {
  const modifiers = `${count === undefined ? '' : ' app-pill--counted'}${alarm ? ' app-pill--alarm' : ''}`;
  return (
    <button type="button" className={`app-pill${modifiers}`} aria-pressed={pressed} {...props}>
      {children}
      {count !== undefined && <span className="app-pill__count">{count}</span>}
    </button>
  );
}
