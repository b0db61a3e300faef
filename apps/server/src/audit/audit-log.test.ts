import { describe, expect, it } from 'vitest';
import { personal, personalFields, storedValues, type AuditRecord, type AuditValues } from './audit-log.ts';

/**
 * A person's value written without its owner would stay in the log after their erasure. Two guards stop it: the
 * type of recordAudit's record (checked by tsc, which compiles this file: each @ts-expect-error below must be an
 * error), and storedValues at run time for values the type cannot see into (Object.fromEntries, plain records).
 */
describe('recordAudit: whose personal values an entry holds', () => {
  it('refuses at compile time a field named like a personal value that is not declared, at any depth', () => {
    const check = <B extends AuditValues, A extends AuditValues>(record: AuditRecord<B, A>) => record;
    const subject = { kind: 'fighter', id: 'p' };
    const undeclared = check({
      action: 'fighter.signUp',
      subject,
      // @ts-expect-error an email without its owner
      after: { email: 'a@x.in' },
    });
    const guardian = { consentId: 'c1', guardianEmail: 'g@x.in' };
    const deep = check({
      action: 'family.addChild',
      subject,
      // @ts-expect-error a guardian block inside `consent`
      after: { consent: guardian },
    });
    const declared = check({
      action: 'fighter.signUp',
      subject,
      after: { email: personal('p', 'a@x.in'), invitedByAdmin: true, ...personalFields('p', { age: 9 }) },
    });
    expect([undeclared, deep, declared]).toHaveLength(3);
  });

  it('refuses at run time an undeclared personal field the type could not see', () => {
    const after: Record<string, unknown> = Object.fromEntries([['mobileNumber', '9800000000']]);
    expect(() => storedValues({ action: 'fighter.update', after })).toThrow(
      "audit fighter.update: after.mobileNumber is a person's value; declare it with personal()",
    );
    const nested: Record<string, unknown> = { consent: { guardianEmail: 'g@x.in' } };
    expect(() => storedValues({ action: 'family.addChild', after: nested })).toThrow('after.consent.guardianEmail');
  });

  it('stores the bare values and records the path of each under its owner; empty values and secrets are not kept', () => {
    const stored = storedValues({
      action: 'family.addChild',
      before: { fullName: personal('child', 'Tara') },
      after: {
        guardianId: 'account',
        ...personalFields('child', { fullName: 'Tara', dateOfBirth: '2016-03-14', weight: null }),
        consent: { consentId: 'c1', guardianEmail: personal('c1', 'g@x.in') },
        names: [personal('child', 'T'), 'not personal'],
        password: personal('child', 'never stored'),
      },
    });
    expect(JSON.parse(stored.after!)).toEqual({
      guardianId: 'account',
      fullName: 'Tara',
      dateOfBirth: '2016-03-14',
      weight: null,
      consent: { consentId: 'c1', guardianEmail: 'g@x.in' },
      names: ['T', 'not personal'],
    });
    expect(stored.people).toEqual({
      child: [
        ['before', 'fullName'],
        ['after', 'fullName'],
        ['after', 'dateOfBirth'],
        ['after', 'names', 0],
      ],
      c1: [['after', 'consent', 'guardianEmail']],
    });
  });
});
