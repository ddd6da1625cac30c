'use client';

import Image from 'next/image';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FormField, SECONDARY_BUTTON_CLASS } from './form-field';

export type ImageFieldLabels = {
  label: string;
  hint: string;
  wrongType: string;
  tooLarge: string;
  preview: string;
  current: string;
  clear: string;
};

/**
 * An image picker for the console's forms (a story's image, a player's portrait): the file's type and size are
 * checked here (the server decodes it again with sharp), with a preview of the chosen file or else the stored image.
 * `onChange` gets the accepted file, or null. `error` is the server's refusal, shown when the browser has none.
 */
export function ImageField({
  labels,
  types,
  maxBytes,
  currentUrl,
  error,
  onChange,
  preview: look,
  testId,
}: {
  labels: ImageFieldLabels;
  types: readonly string[];
  maxBytes: number;
  currentUrl?: string;
  error?: string | null;
  onChange: (file: File | null) => void;
  preview: { width: number; height: number; className: string };
  testId: string;
}) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const previewRef = useRef<string | null>(null);
  const show = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const accept = (file: File | null, refusal: string | null = null) => {
    setProblem(refusal);
    show(file ? URL.createObjectURL(file) : null);
    onChange(file);
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && !types.includes(file.type)) return accept(null, labels.wrongType);
    if (file && file.size > maxBytes) return accept(null, labels.tooLarge);
    accept(file);
  };
  const clear = () => {
    accept(null);
    setInputKey((key) => key + 1);
  };

  const shown = preview ?? currentUrl;
  const message = problem ?? error ?? undefined;
  return (
    <FormField id={inputId} label={labels.label} hint={labels.hint} error={message}>
      <div className="flex flex-wrap items-start gap-4">
        {shown && (
          <figure className="flex flex-col items-center gap-1">
            {/* A chosen file is a blob: URL, and an SVG needs no optimising: both go to the browser as they are. */}
            <Image
              src={shown}
              alt={preview ? labels.preview : labels.current}
              width={look.width}
              height={look.height}
              unoptimized={Boolean(preview) || shown.endsWith('.svg')}
              className={look.className}
              data-testid={`${testId}-${preview ? 'preview' : 'current'}`}
            />
            <figcaption aria-hidden className="text-xs text-muted">
              {preview ? labels.preview : labels.current}
            </figcaption>
          </figure>
        )}
        <div className="flex flex-col gap-2">
          <input
            key={inputKey}
            id={inputId}
            type="file"
            accept={types.join(',')}
            onChange={choose}
            className="text-sm file:mr-3 file:rounded file:border file:border-neutral-400 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
            aria-invalid={Boolean(message)}
            aria-describedby={message ? `${inputId}-error` : `${inputId}-hint`}
          />
          {preview && (
            <button type="button" className={`${SECONDARY_BUTTON_CLASS} self-start`} onClick={clear}>
              {labels.clear}
            </button>
          )}
        </div>
      </div>
    </FormField>
  );
}
