'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import type { ActionResult } from '@/server/http/staff-actions';
import { termsDraftInput, type TermsDraftInput } from '@/schemas/terms';
import { BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '../form-field';
import { RichTextEditor } from '../rich-text-editor';
import { useConsoleForm } from '../use-console-form';

type Write<T> = (input: TermsDraftInput) => Promise<ActionResult<T>>;

/**
 * A draft of the terms: the rich text editor, Save draft, and Publish (after a confirmation; what is on screen is
 * saved and published together). Leaving with unsaved changes asks first.
 */
export function TermsDraftForm({
  version,
  body,
  save,
  publish,
}: {
  version: number;
  body: string;
  save: Write<{ version: number }>;
  publish: Write<{ version: number; publishedAt: string }>;
}) {
  const t = useTranslations('terms');
  const shell = useTranslations('shell');
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [isPublishing, setIsPublishing] = useState(false);
  const { id, control, handleSubmit, reset, getValues, formState, errors, isSubmitting, onSubmit, showFailure } = useConsoleForm({
    schema: termsDraftInput,
    defaultValues: { version, body },
    fields: ['body'],
    unownedField: 'body',
    submit: (values) => save(values),
    onSaved: (_, values) => {
      reset(values);
      toast.success(t('draftSaved'));
      router.refresh();
    },
  });
  const { isDirty } = formState;

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const onPublish = async () => {
    setIsPublishing(true);
    const values = getValues();
    let result;
    try {
      result = await publish({ version, body: String(values.body ?? '') });
    } finally {
      setIsPublishing(false);
      dialog.current?.close();
    }
    if (!result.ok) return showFailure(result);
    reset({ version, body: values.body });
    toast.success(t('publishedToast', { version: result.value.version }));
    router.refresh();
  };

  const askToPublish = () => void handleSubmit(() => dialog.current?.showModal())();

  const isBusy = isSubmitting || isPublishing;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <span id={`${id}-label`} className="text-sm font-semibold">
          {t('body')}
        </span>
        <Controller
          control={control}
          name="body"
          render={({ field }) => (
            <RichTextEditor
              id={`${id}-body`}
              name="body"
              labelledBy={`${id}-label`}
              defaultValue={body}
              onChange={field.onChange}
              onBlur={field.onBlur}
              describedBy={`${id}-hint${errors.body ? ` ${id}-error` : ''}`}
              isInvalid={Boolean(errors.body)}
            />
          )}
        />
        <p id={`${id}-hint`} className="text-xs text-muted">
          {t('bodyHint')}
        </p>
        {errors.body && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {errors.body.message}
          </p>
        )}
      </div>
      {/* Save and Publish stay in reach below a long document. */}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-2 border-t border-neutral-300 bg-neutral-50 py-3">
        <button type="submit" className={SECONDARY_BUTTON_CLASS} disabled={isBusy}>
          {isSubmitting ? shell('saving') : t('saveDraft')}
        </button>
        <button type="button" className={BUTTON_CLASS} disabled={isBusy} onClick={askToPublish}>
          {t('publish', { version })}
        </button>
        {isDirty && <p className="text-sm text-muted">{t('unsaved')}</p>}
      </div>
      <dialog ref={dialog} aria-labelledby={`${id}-confirm`} className="m-auto max-w-md rounded-lg p-0 shadow-2xl backdrop:bg-black/50">
        <div className="p-5">
          <h2 id={`${id}-confirm`} className="text-lg font-bold">
            {t('confirmPublish', { version })}
          </h2>
          <p className="mt-2 text-sm">{t('confirmPublishText')}</p>
          <div className="mt-5 flex justify-end gap-2">
            <button type="button" onClick={() => dialog.current?.close()} className={SECONDARY_BUTTON_CLASS} disabled={isPublishing}>
              {shell('cancel')}
            </button>
            <button type="button" onClick={onPublish} className={BUTTON_CLASS} disabled={isPublishing}>
              {isPublishing ? t('publishing') : t('publish', { version })}
            </button>
          </div>
        </div>
      </dialog>
    </form>
  );
}
