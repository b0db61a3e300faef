// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField, TextareaField, TextField } from './controls.tsx';
import { PasswordField } from './password-field.tsx';

interface Values {
  name: string;
  belt: string;
  notes: string;
  password: string;
}

/** A react-hook-form form on the kit, with a rule per field so one submit makes each one fail. */
function KitForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { name: '', belt: '', notes: '', password: '' } });
  const required = (message: string) => ({ required: message });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <TextField id="kit-name" label="Name" error={errors.name?.message} {...register('name', required('Name?'))} />
      <SelectField
        label="Belt"
        options={['White', 'Black']}
        placeholder="Select Belt"
        error={errors.belt?.message}
        {...register('belt', required('Belt?'))}
      />
      <TextareaField label="Notes" error={errors.notes?.message} {...register('notes', required('Notes?'))} />
      <PasswordField
        id="kit-password"
        label="Password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password', required('Password?'))}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('the form kit', () => {
  afterEach(() => cleanup());

  it('labels every control, generating ids where the form gives none', () => {
    render(<KitForm />);
    expect(screen.getByLabelText('Name').id).toBe('kit-name');
    expect(screen.getByLabelText('Belt').tagName).toBe('SELECT');
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Belt').id).not.toBe(screen.getByLabelText('Notes').id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select Belt',
      'White',
      'Black',
    ]);
  });

  it('describes a valid field by its hint, and shows nothing invalid', () => {
    render(<KitForm />);
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(description(password)).toEqual(['At least 8 characters.']);
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toBeNull();
  });

  it('marks each failed field invalid, describes it by its error instead of its hint, and focuses the first', async () => {
    render(<KitForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    for (const [label, message] of [
      ['Name', 'Name?'],
      ['Belt', 'Belt?'],
      ['Notes', 'Notes?'],
      ['Password', 'Password?'],
    ] as const) {
      const control = screen.getByLabelText(label, { selector: 'input, select, textarea' });
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(control.className).toContain('is-invalid');
      expect(description(control)).toEqual([message]);
    }
    expect(screen.queryByText('At least 8 characters.')).toBeNull();
    expect(document.getElementById('kit-name-error')?.textContent).toBe('Name?');
  });

  it('shows and hides the password on the toggle, which names the field', () => {
    render(<KitForm />);
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });
});
