import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';

/**
 * A save the server refused, shown on a react-hook-form form (spec §8: admin write calls rethrow): each message a
 * field owns under that field, any other above the button (the form's root error), and a toast either way.
 */
export function showFormFailure<T extends FieldValues>(options: {
  setError: UseFormSetError<T>;
  fields: readonly Path<T>[];
  /** Fields the form shows by itself (outside react-hook-form, e.g. a file picker). */
  shownElsewhere?: readonly string[];
  /** Where a refusal no field owns is shown: a one-field form shows it under its field; by default, above the button. */
  unownedField?: Path<T>;
  result: { message: string; fieldErrors?: Record<string, string> };
  toastText: string;
}): void {
  const owned = Object.entries(options.result.fieldErrors ?? {}).filter((entry): entry is [Path<T>, string] =>
    options.fields.includes(entry[0] as Path<T>),
  );
  for (const [field, message] of owned) options.setError(field, { message });
  const isShownElsewhere = Object.keys(options.result.fieldErrors ?? {}).some((field) => options.shownElsewhere?.includes(field));
  if (owned.length === 0 && !isShownElsewhere) options.setError(options.unownedField ?? 'root', { message: options.result.message });
  toast.error(options.toastText);
}

/** The form's root error: a refusal no single field owns. */
export function FormAlert({ message, className = '' }: { message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800 ${className}`}>
      {message}
    </p>
  );
}
