import type { ReactNode } from 'react';

/** The console's form look: one class list per control, so every form reads the same. */
export const INPUT_CLASS =
  'w-full rounded border border-neutral-400 bg-white px-3 py-2 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-bok-green aria-[invalid=true]:border-red-600';
export const BUTTON_CLASS =
  'inline-flex items-center justify-center gap-1 rounded bg-bok-green px-4 py-2 text-sm font-bold text-white hover:bg-bok-green-dark disabled:opacity-60';
export const SECONDARY_BUTTON_CLASS =
  'inline-flex items-center justify-center gap-1 rounded border border-neutral-400 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-neutral-50 disabled:opacity-60';
export const DANGER_BUTTON_CLASS =
  'inline-flex items-center justify-center gap-1 rounded border border-red-700 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60';

/** The same buttons, smaller: a list row's actions, which must fit on one line (issue 17). */
export const COMPACT_SECONDARY_BUTTON_CLASS =
  'inline-flex items-center justify-center gap-1 whitespace-nowrap rounded border border-neutral-400 bg-white px-2 py-1 text-xs font-semibold hover:bg-neutral-50 disabled:opacity-60';
export const COMPACT_DANGER_BUTTON_CLASS =
  'inline-flex items-center justify-center gap-1 whitespace-nowrap rounded border border-red-700 bg-white px-2 py-1 text-xs font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60';

/** A labelled control with its hint and its error underneath (the error is announced). */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
