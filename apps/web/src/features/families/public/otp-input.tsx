import { useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { LIMITS } from '@academy/contract';
import { useT } from '../../../lib/i18n.ts';
import '../../../styles/bootstrap/forms.scss';

interface Props {
  /** One entry per box: a digit or ''. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** id of the visible text that names the group (e.g. "Enter OTP"). */
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
  /** Focus the first box on mount (the step that shows the boxes was just opened). */
  autoFocus?: boolean;
}

export const emptyOtp = (): string[] => Array.from({ length: LIMITS.otpLength }, () => '');

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * The four OTP boxes: focus moves forward on entry and back on Backspace in an empty box;
 * pasting (or an SMS autofill of) the whole code fills every box.
 *
 * Entry is read from the native input event (onInput), not React's onChange: onChange only fires when the value
 * differs from the last one React saw, so typing a digit over the same selected digit (e.g. after Backspace moved
 * back to a box) would leave focus where it was. onInput fires on every keystroke, on hardware and on-screen
 * keyboards alike (Android's reports no key in keydown, so keydown cannot be relied on for digits).
 */
export function OtpInput({
  digits,
  onChange,
  labelledBy,
  invalid = false,
  describedBy,
  disabled = false,
  autoFocus = false,
}: Props) {
  const t = useT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, LIMITS.otpLength - 1))];
    box?.focus();
    box?.select();
  };

  /** Writes `text` into the boxes from `start` on and moves focus after the last digit written. */
  const fillFrom = (start: number, text: string) => {
    const incoming = onlyDigits(text).slice(0, LIMITS.otpLength - start);
    if (!incoming) return;
    const next = [...digits];
    incoming.split('').forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    onChange(next);
    focusBox(start + incoming.length);
  };

  const onInput = (index: number, event: FormEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    if (value === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    // Typing into a box that already holds a digit gives two characters; keep the new one.
    const previous = digits[index];
    const typed = value.length === 2 && previous ? value.replace(previous, '') : value;
    fillFrom(index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < LIMITS.otpLength - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    // A whole code fills all four boxes wherever it is pasted; a part fills from the box pasted into.
    fillFrom(pasted.length >= LIMITS.otpLength ? 0 : index, pasted);
  };

  return (
    <div className="otp-input" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={index === 0 ? LIMITS.otpLength : 2}
          className={`form-control otp-input__box${digit ? ' otp-input__box--filled' : ''}${invalid ? ' is-invalid' : ''}`}
          aria-label={t('account.otp.digit', { digit: index + 1, digits: LIMITS.otpLength })}
          aria-invalid={invalid || undefined}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          onInput={(event) => onInput(index, event)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
