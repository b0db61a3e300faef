// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyOtp, OtpInput } from './otp-input.tsx';

function Harness() {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <>
      <p id="otp-label">Enter OTP</p>
      <OtpInput digits={digits} onChange={setDigits} labelledBy="otp-label" />
      <output data-testid="code">{digits.join('|')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const code = () => screen.getByTestId('code').textContent;

describe('OtpInput', () => {
  afterEach(cleanup);

  it('shows four labelled boxes in a group named by the visible label', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Enter OTP' })).toBeTruthy();
    expect(boxes().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Digit 1 of 4',
      'Digit 2 of 4',
      'Digit 3 of 4',
      'Digit 4 of 4',
    ]);
  });

  it('moves focus forward as digits are typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('4');
    expect(document.activeElement).toBe(boxes()[1]);
    await user.keyboard('27');
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard('9');
    expect(code()).toBe('4|2|7|9');
  });

  it('ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('a');
    expect(code()).toBe('|||');
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('moves focus back on Backspace in an empty box, and clears a filled box first', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[1]);
    expect(code()).toBe('1|2||');
    await user.keyboard('{Backspace}');
    expect(code()).toBe('1|||');
    expect(document.activeElement).toBe(boxes()[1]);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('fills all four boxes when a 4-digit code is pasted into any box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[2]!);
    await user.paste('8 3 1 6');
    expect(code()).toBe('8|3|1|6');
    expect(boxes().map((b) => b.value)).toEqual(['8', '3', '1', '6']);
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('fills from the current box when part of a code is pasted', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[1]!);
    await user.paste('57');
    expect(code()).toBe('|5|7|');
  });

  it('moves forward when the digit just backspaced over is typed again (box 4, then box 3)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('1234');
    expect(document.activeElement).toBe(boxes()[3]);
    // Backspace clears box 4, a second Backspace goes back to box 3 and selects its 3.
    await user.keyboard('{Backspace}{Backspace}');
    expect(code()).toBe('1|2|3|');
    expect(document.activeElement).toBe(boxes()[2]);
    // Typing the same 3 over it changes no value, yet focus must go on to box 4.
    await user.keyboard('3');
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard('4');
    expect(code()).toBe('1|2|3|4');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4']);
  });

  it('moves forward when a cleared box gets its digit back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('1234');
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(code()).toBe('1|2||');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('3');
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard('4');
    expect(code()).toBe('1|2|3|4');
  });

  it('moves forward when a focused filled box gets the same digit typed over it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('1234');
    await user.click(boxes()[1]!);
    await user.keyboard('2');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('3');
    expect(document.activeElement).toBe(boxes()[3]);
    expect(code()).toBe('1|2|3|4');
  });

  it('moves forward from a box reached with the arrow keys when its digit is retyped', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('5678');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(boxes()[0]);
    await user.keyboard('5');
    expect(document.activeElement).toBe(boxes()[1]);
    await user.keyboard('9');
    expect(document.activeElement).toBe(boxes()[2]);
    expect(code()).toBe('5|9|7|8');
  });

  it('replaces a digit typed over an existing one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('1234');
    await user.click(boxes()[1]!);
    await user.keyboard('9');
    expect(code()).toBe('1|9|3|4');
  });
});
