import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { ActionResult } from '@/server/http/staff-actions';
import { showFormFailure } from './form-failure';

type Refusal = { message: string; fieldErrors?: Record<string, string> };

/**
 * A console form on react-hook-form: checked in the browser with the server action's own zod schema, sent only when
 * valid, and the server's answer mapped back — a refusal under the field that owns it (else above the button, or
 * under `unownedField`) with a "failed" toast; a success handed to `onSaved`.
 *
 * Returns react-hook-form's methods with `onSubmit` (the form's submit handler), `errors` and `isSubmitting` (the
 * pending state), `showFailure` (the same mapping for a call made outside `onSubmit`), the form's `id` (useId) and
 * `fieldProps(field, hasHint)`: a control's id, aria-invalid and aria-describedby (its error, then its hint).
 */
export function useConsoleForm<TValues extends FieldValues, TOutput, TResult>(options: {
  schema: z.ZodType<TOutput, TValues>;
  defaultValues: DefaultValues<TValues>;
  /** The fields that show the server's field errors. */
  fields: readonly Path<TValues>[];
  /** Fields the form shows by itself (outside react-hook-form, e.g. a file picker). */
  shownElsewhere?: readonly string[];
  /** A one-field form shows a refusal no field owns under its field instead of above the button. */
  unownedField?: Path<TValues>;
  submit: (values: TOutput) => Promise<ActionResult<TResult>>;
  onSaved: (value: TResult, values: TOutput) => void;
}) {
  const shell = useTranslations('shell');
  const id = useId();
  const form = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(options.schema) as Resolver<TValues, unknown, TOutput>,
    defaultValues: options.defaultValues,
  });
  const { errors, isSubmitting } = form.formState;

  const showFailure = (result: Refusal) =>
    showFormFailure({
      setError: form.setError,
      fields: options.fields,
      shownElsewhere: options.shownElsewhere,
      unownedField: options.unownedField,
      result,
      toastText: shell('failed', { reason: result.message }),
    });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await options.submit(values);
    if (!result.ok) {
      showFailure(result);
      return;
    }
    options.onSaved(result.value, values);
  });

  const fieldProps = (field: keyof TValues & string, hasHint = false) => ({
    id: `${id}-${field}`,
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby':
      [errors[field] ? `${id}-${field}-error` : '', hasHint ? `${id}-${field}-hint` : ''].filter(Boolean).join(' ') || undefined,
  });

  return { ...form, id, errors, isSubmitting, onSubmit, showFailure, fieldProps };
}
