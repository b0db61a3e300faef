import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from './endpoints.ts';
import { STAFF_ACCESS, STAFF_ACTIONS } from './staff-access.ts';
import { STAFF_ROLES } from './staff/staff-rules.ts';

const names = Object.keys(ENDPOINTS) as EndpointName[];

describe('the staff access table', () => {
  it('has a row for every endpoint and none for an endpoint that does not exist', () => {
    expect(Object.keys(STAFF_ACCESS).sort()).toEqual([...names].sort());
  });

  it('lets the owner call every endpoint only staff call, and some role call each of them', () => {
    const staffOnly = names.filter((name) => ENDPOINTS[name].access === 'admin');
    expect(staffOnly.filter((name) => STAFF_ACCESS[name].owner !== 'yes')).toEqual([]);
  });

  it('refuses no member of staff what anyone may call', () => {
    const open = names.filter((name) => ENDPOINTS[name].access === 'public');
    const refused = open.filter((name) => STAFF_ROLES.some((role) => STAFF_ACCESS[name][role] !== 'yes'));
    expect(refused).toEqual([]);
  });

  it('scopes only instructors, and only at endpoints staff alone call (their routes name the batch)', () => {
    for (const name of names) {
      for (const role of STAFF_ROLES) {
        if (STAFF_ACCESS[name][role] !== 'taught') continue;
        expect(role, name).toBe('instructor');
        expect(ENDPOINTS[name].access, name).toBe('admin');
      }
    }
  });

  it('scopes table officials to their tatami, only at the console, and gives them nothing else but their account', () => {
    const console: EndpointName[] = ['GetConsole', 'ClaimTatami', 'AppendBoutEvents', 'GetBoutLog'];
    for (const name of names) {
      const grant = STAFF_ACCESS[name].tableOfficial;
      if (grant === 'tatami') {
        expect(console, name).toContain(name);
        expect(ENDPOINTS[name].access, name).toBe('admin');
      } else if (ENDPOINTS[name].access === 'admin') {
        // Staff-only endpoints every role may call (their own account, logging out) are all a table official has.
        const everyone = STAFF_ROLES.every((role) => STAFF_ACCESS[name][role] === 'yes');
        expect(grant, name).toBe(everyone ? 'yes' : 'no');
      }
    }
    expect(console.filter((name) => STAFF_ACCESS[name].tableOfficial !== 'tatami')).toEqual([]);
  });

  it('keeps money, audit, settings, staff and erasure from instructors', () => {
    const forbidden: EndpointName[] = [
      'GetPayments',
      'DecidePayment',
      'RecordOfflinePayment',
      'GetPaymentReport',
      'GetAuditLog',
      'SavePaymentSettings',
      'GetStaff',
      'InviteStaff',
      'EraseFighter',
      'GetDashboard',
      'GetAllBatches',
    ];
    expect(forbidden.filter((name) => STAFF_ACCESS[name].instructor !== 'no')).toEqual([]);
  });

  it('keeps refunds, erasure, settings, staff and audit from the front desk, and gives it the door and leads', () => {
    const refused: EndpointName[] = ['EraseFighter', 'SavePaymentSettings', 'GetStaff', 'GetAuditLog', 'GetDashboard'];
    expect(refused.filter((name) => STAFF_ACCESS[name].frontDesk !== 'no')).toEqual([]);
    const granted: EndpointName[] = ['CheckInTicket', 'GetLeads', 'DecidePayment', 'RecordOfflinePayment'];
    expect(granted.filter((name) => STAFF_ACCESS[name].frontDesk !== 'yes')).toEqual([]);
    expect(STAFF_ACTIONS.refundPayment).not.toContain('frontDesk');
    expect(STAFF_ACTIONS.waiveDue).not.toContain('frontDesk');
  });
});
