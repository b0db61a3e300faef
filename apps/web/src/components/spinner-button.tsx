import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading: boolean;
  children: ReactNode;
  variant?: string;
}

/** A submit button that shows a spinner and is disabled while its call runs. */
export function SpinnerButton({
  loading,
  children,
  variant = 'danger',
  className = '',
  type = 'submit',
  disabled,
  ...rest
}: Props) {
  return (
    <button
      type={type}
      className={`btn btn-${variant} ${className}`}
      disabled={loading || disabled}
      aria-busy={loading}
      {...rest}
    >
      {loading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
