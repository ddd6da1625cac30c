'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { PORTRAIT_MAX_BYTES, PORTRAIT_TYPES } from '@/schemas/players';
import { SECONDARY_BUTTON_CLASS } from '../form-field';

/**
 * The portrait picker: checks the file's type and size in the browser (the server decodes it again with sharp) and
 * previews it, cropped round the way fans will see it. `onChange` gets the accepted file, or null.
 */
export function PortraitField({ currentUrl, error, onChange }: { currentUrl?: string; error?: string; onChange: (file: File | null) => void }) {
  const t = useTranslations('people.playerForm');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (file: File | undefined) => {
    setPreview(null);
    if (!file) {
      setProblem(null);
      onChange(null);
      return;
    }
    const reason = !(PORTRAIT_TYPES as readonly string[]).includes(file.type) ? t('portraitType') : file.size > PORTRAIT_MAX_BYTES ? t('portraitSize') : null;
    setProblem(reason);
    if (reason) {
      if (input.current) input.current.value = '';
      onChange(null);
      return;
    }
    setPreview(URL.createObjectURL(file));
    onChange(file);
  };

  const clear = () => {
    if (input.current) input.current.value = '';
    choose(undefined);
  };

  const shown = problem ?? error;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('portrait')}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <figure className="flex flex-col items-center gap-1">
            {/* A blob: URL of the chosen file: nothing for the image optimiser to fetch. */}
            <Image src={preview} alt={t('portraitPreview')} width={96} height={96} unoptimized className="h-24 w-24 rounded-full object-cover" data-testid="portrait-preview" />
            <figcaption className="text-xs text-muted">{t('portraitPreview')}</figcaption>
          </figure>
        ) : (
          currentUrl && (
            <figure className="flex flex-col items-center gap-1">
              <Image src={currentUrl} alt={t('portraitCurrent')} width={96} height={96} unoptimized={currentUrl.endsWith('.svg')} className="h-24 w-24 rounded-full" data-testid="portrait-current" />
              <figcaption className="text-xs text-muted">{t('portraitCurrent')}</figcaption>
            </figure>
          )
        )}
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={PORTRAIT_TYPES.join(',')}
            className="text-sm file:mr-3 file:rounded file:border file:border-neutral-400 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
            aria-invalid={Boolean(shown)}
            aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {preview && (
            <button type="button" className={`${SECONDARY_BUTTON_CLASS} self-start`} onClick={clear}>
              {t('portraitClear')}
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('portraitHint')}
      </p>
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {shown}
        </p>
      )}
    </div>
  );
}
