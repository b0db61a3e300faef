import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { staffMayCall, type EndpointName, type MessageKey } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';
import './payments-frame.css';
import { useStaffMayTake, useStaffRole } from '../../../../lib/staff-account.ts';

/** Each tab shows to the roles that may use its main endpoint: the front desk checks and takes cash. */
const TABS: readonly { to: string; label: MessageKey; endpoint: EndpointName; withoutWaiver?: MessageKey }[] = [
  { to: '/admin/payments', label: 'admin.payments.tab.payments', endpoint: 'GetPayments' },
  { to: '/admin/payments/import', label: 'admin.payments.tab.import', endpoint: 'ImportStatement' },
  {
    to: '/admin/payments/record',
    label: 'admin.payments.tab.record',
    endpoint: 'RecordOfflinePayment',
    // The front desk takes cash but waives nothing: the tab says only what it does for them.
    withoutWaiver: 'admin.payments.tab.recordCash',
  },
  { to: '/admin/payments/report', label: 'admin.payments.tab.report', endpoint: 'GetPaymentReport' },
];

interface Props {
  title: string;
  subtitle: string;
  titleId: string;
  /** Beside the title: a page's refresh or download. */
  actions?: ReactNode;
  children: ReactNode;
}

/** What the payments screens share: the page's title and the tabs between checking, importing, cash and the report. */
export function PaymentsFrame({ title, subtitle, titleId, actions, children }: Props) {
  const t = useT();
  const role = useStaffRole();
  const mayWaive = useStaffMayTake('waiveDue');
  const tabs = TABS.filter((tab) => role !== undefined && staffMayCall(tab.endpoint, role));
  return (
    <section className="admin-payments" aria-labelledby={titleId}>
      <div className="admin-page__head">
        <div>
          <h1 id={titleId} className="admin-page__title">
            {title}
          </h1>
          <p className="admin-page__subtitle">{subtitle}</p>
        </div>
        {actions}
      </div>
      <nav className="payments-tabs" aria-label={t('admin.payments.tab.label')}>
        <ul className="payments-tabs__list">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end className="payments-tabs__link">
                {t(tab.withoutWaiver && !mayWaive ? tab.withoutWaiver : tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </section>
  );
}
