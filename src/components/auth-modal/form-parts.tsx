'use client';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/** Small form pieces shared by the modal views and the sign-up and profile forms: a label on every field, errors under it. */

export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700" role="alert">
      {message}
    </p>
  );
}

/** `idPrefix` keeps two forms with the same field names apart on one page (the modal over /sign-up or /profile). */
export function TextField({
  label,
  name,
  error,
  hint,
  idPrefix = 'field',
  ...input
}: { label: string; name: string; error?: string | null; hint?: string; idPrefix?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = `${idPrefix}-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-xs text-neutral-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="w-full rounded border border-neutral-400 px-3 py-2 text-base read-only:bg-neutral-100"
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** What a South African mobile number may hold while it is typed: digits and the spaces people group them with. */
export const keepNumberCharacters = (value: string) => value.replace(/[^\d ]/g, '').slice(0, 14);

/**
 * The mobile number (issue 17): says what it expects (10 digits starting 0, or 27…), offers the phone's number pad and
 * takes only digits (and spaces), so a mistyped letter never reaches the server's "Invalid Mobile Number".
 */
export function MobileNumberField({
  label,
  hint,
  placeholder,
  name,
  error,
  value,
  onValueChange,
}: {
  label: string;
  hint: string;
  placeholder: string;
  name: string;
  error?: string | null;
  value?: string;
  onValueChange?: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      hint={hint}
      name={name}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={placeholder}
      error={error}
      {...(value !== undefined ? { value } : {})}
      onChange={(event) => {
        const kept = keepNumberCharacters(event.currentTarget.value);
        if (kept !== event.currentTarget.value) event.currentTarget.value = kept;
        onValueChange?.(kept);
      }}
    />
  );
}

/** A form's first error: a field marked invalid, or a message about the whole form (`data-form-error`, focusable). */
const FIRST_ERROR = '[aria-invalid="true"], [data-form-error]';

/**
 * Brings the first error under `root` into view and focus (the fan at 360 px sees it, a screen reader reads it). A
 * `preferred` field (by name) in error comes first, wherever it sits in the form.
 */
export function focusFirstError(root: HTMLElement | null, preferred?: string): void {
  const first =
    (preferred ? root?.querySelector<HTMLElement>(`[name="${preferred}"][aria-invalid="true"]`) : null) ??
    root?.querySelector<HTMLElement>(FIRST_ERROR);
  if (!first) return;
  first.scrollIntoView({ block: 'center' });
  first.focus({ preventScroll: true });
}

/** The props of a message about the whole form: focusable by script (not by Tab), found as the form's first error. */
export const FORM_ERROR_PROPS = { tabIndex: -1, 'data-form-error': true } as const;

/**
 * After a refused submit — whichever side refused it, the form's own checks or the server's answer — every error
 * shows at once and the first comes into view and takes focus (issue 22). Call `refused()` with the errors set: the
 * focus moves once React has shown them (a server's answer arrives after the submit button was disabled and had
 * dropped the focus to <body>).
 */
export function useRefusalFocus<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const preferred = useRef<string | undefined>(undefined);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusFirstError(ref.current, preferred.current);
  }, [refusals]);
  /** `first`: the field that takes the focus when it is in error, before any field above it. */
  const refused = useCallback((first?: string) => {
    preferred.current = first;
    setRefusals((count) => count + 1);
  }, []);
  return { ref, refused };
}

/** The nickname-only form's field (spec §5): required, marked *, its error under it. */
export function RequiredNicknameField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label} *
      </label>
      <input
        id={id}
        name="nickname"
        required
        maxLength={100}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mb-1 w-full rounded border border-neutral-400 px-3 py-2 text-base"
      />
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}

export function SelectField({
  label,
  name,
  error,
  options,
  placeholder,
  defaultValue,
  onChange,
  idPrefix = 'field',
}: {
  label: string;
  name: string;
  error?: string | null;
  options: { value: string; label: string }[];
  placeholder?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  idPrefix?: string;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        className="w-full rounded border border-neutral-400 bg-white px-3 py-2 text-base"
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function PrimaryButton({
  children,
  isLoading,
  loadingLabel,
  ...rest
}: { children: ReactNode; isLoading?: boolean; loadingLabel?: string } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="submit"
      disabled={isLoading || rest.disabled}
      aria-busy={isLoading || undefined}
      className="w-full rounded bg-bok-green px-4 py-2.5 font-bold text-white hover:bg-bok-green-dark disabled:opacity-70"
      {...rest}
    >
      {isLoading && loadingLabel ? loadingLabel : children}
    </button>
  );
}

export function LinkButton({ children, onClick, disabled = false }: { children: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="text-sm font-semibold text-bok-green underline underline-offset-2 hover:text-bok-green-dark disabled:cursor-not-allowed disabled:text-neutral-500 disabled:no-underline"
    >
      {children}
    </button>
  );
}

/**
 * Four one-digit boxes (spec §2): typing moves to the next box, Backspace to the previous, a pasted or autofilled
 * code fills them all; the first box carries autocomplete="one-time-code" so phones offer the SMS code.
 */
export function CodeInput({
  value,
  onChange,
  label,
  digitLabel,
  disabled,
}: {
  value: string;
  onChange: (code: string) => void;
  label: string;
  digitLabel: (n: number) => string;
  disabled?: boolean;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = [0, 1, 2, 3].map((index) => value[index] ?? '');

  const fill = (text: string, from: number) => {
    const incoming = text.replace(/\D/g, '');
    if (!incoming) return;
    const next = (value.slice(0, from) + incoming).slice(0, 4);
    onChange(next);
    boxes.current[Math.min(next.length, 3)]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      onChange(value.slice(0, index - 1));
      boxes.current[index - 1]?.focus();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(event.clipboardData.getData('text'), index);
  };

  return (
    <fieldset className="mb-3">
      <legend className="mb-2 text-sm font-semibold">{label}</legend>
      <div className="flex justify-center gap-3">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digit}
            disabled={disabled}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={index === 0 ? 4 : 1}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={digitLabel(index + 1)}
            data-testid={`otp-digit-${index + 1}`}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onChange={(event) => {
              const text = event.target.value.replace(/\D/g, '');
              if (text.length > 1) fill(text, index);
              else if (text.length === 1) {
                const next = (value.slice(0, index) + text + value.slice(index + 1)).slice(0, 4);
                onChange(next);
                boxes.current[index + 1]?.focus();
              } else onChange(value.slice(0, index) + value.slice(index + 1));
            }}
            className="h-14 w-12 rounded border border-neutral-400 text-center text-2xl font-bold"
          />
        ))}
      </div>
    </fieldset>
  );
}
