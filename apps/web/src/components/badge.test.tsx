// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Badge, Count } from './badge.tsx';
import { PaymentStateBadge } from './payment-state-badge.tsx';
import { Pill } from './pill.tsx';

afterEach(cleanup);

describe('Badge and Count', () => {
  it('colour a state by its tone and keep a placing class and attributes', () => {
    render(
      <Badge tone="danger" className="fees-due__badge" id="flag">
        Overdue
      </Badge>,
    );
    const badge = screen.getByText('Overdue');
    expect(badge.className).toBe('app-badge app-badge--danger fees-due__badge');
    expect(badge.id).toBe('flag');
    render(<Count tone="red">3</Count>);
    expect(screen.getByText('3').className).toBe('app-count app-count--red');
  });

  it('show a payment in the same colour to the payer and the admin, each in their own words', () => {
    render(<PaymentStateBadge state="submitted" />);
    render(
      <PaymentStateBadge
        state="submitted"
        labels={{
          pending: 'admin.payments.state.pending',
          submitted: 'admin.payments.state.submitted',
          paid: 'admin.payments.state.paid',
          rejected: 'admin.payments.state.rejected',
          refunded: 'admin.payments.state.refunded',
          waived: 'admin.payments.state.waived',
        }}
      />,
    );
    const [payer, admin] = [screen.getByText('Submitted'), screen.getByText('To check')];
    expect(payer.className).toBe('app-badge app-badge--info');
    expect(admin.className).toBe(payer.className);
  });
});

describe('Pill', () => {
  it('is a toggle button with its count, pressed when its filter is in force', async () => {
    const onClick = vi.fn();
    render(
      <>
        <Pill pressed={false} count={2} alarm onClick={onClick}>
          Failed
        </Pill>
        <Pill pressed>All</Pill>
      </>,
    );
    const failed = screen.getByRole('button', { name: /^Failed/ });
    expect(failed.getAttribute('type')).toBe('button');
    expect(failed.getAttribute('aria-pressed')).toBe('false');
    expect(failed.className).toBe('app-pill app-pill--counted app-pill--alarm');
    expect(failed.querySelector('.app-pill__count')?.textContent).toBe('2');
    await userEvent.click(failed);
    expect(onClick).toHaveBeenCalledOnce();
    const all = screen.getByRole('button', { name: 'All' });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(all.className).toBe('app-pill');
  });
});
