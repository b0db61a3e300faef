import { describe, expect, it } from 'vitest';
import type { MessageKey } from './catalog.ts';
import { fieldMessage, sayFieldMessage, type FieldMessageValues } from './field-messages.ts';

const asked: [MessageKey, FieldMessageValues | undefined][] = [];
const t = (key: MessageKey, values?: FieldMessageValues) => {
  asked.push([key, values]);
  return `said ${key}`;
};

describe('field messages', () => {
  it('carry their key and values through one string to the translator', () => {
    asked.length = 0;
    expect(sayFieldMessage(fieldMessage('form.fullName.tooLong', { max: 100 }), t)).toBe('said form.fullName.tooLong');
    expect(sayFieldMessage(fieldMessage('form.email.invalid'), t)).toBe('said form.email.invalid');
    expect(sayFieldMessage(fieldMessage('form.emailState.unknown', { states: '"sent"|"failed"' }), t)).toBe(
      'said form.emailState.unknown',
    );
    expect(asked).toEqual([
      ['form.fullName.tooLong', { max: 100 }],
      ['form.email.invalid', undefined],
      ['form.emailState.unknown', { states: '"sent"|"failed"' }],
    ]);
  });

  it("say any other text (the validation library's own, a form's own words) as it is", () => {
    asked.length = 0;
    expect(sayFieldMessage('Invalid input: expected string, received undefined', t)).toBe(
      'Invalid input: expected string, received undefined',
    );
    expect(sayFieldMessage('Image is required.', t)).toBe('Image is required.');
    expect(asked).toEqual([]);
  });
});
