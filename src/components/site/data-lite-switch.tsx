'use client';
import { useEffect, useState } from 'react';
import { dataLiteReason } from '@/schemas/data-lite';
import { chooseDataLite, DATA_LITE_EVENT, readDataLiteSignals } from '@/components/browser/data-lite-state';

export interface DataLiteSwitchTexts {
  label: string;
  hint: string;
  /** Said when it is on because the browser asked (Save-Data, or a 2g/3g connection). */
  byBrowser: string;
}

/**
 * The data-lite switch (footer and /profile; decision 018). Until hydration it is a plain, unpressed switch: the
 * server cannot know the fan's connection, and a cached page is the same for everyone.
 */
export function DataLiteSwitch({ texts, testId, tone = 'light' }: { texts: DataLiteSwitchTexts; testId: string; tone?: 'light' | 'dark' }) {
  const [reason, setReason] = useState<'choice' | 'browser' | null>(null);
  useEffect(() => {
    const update = () => setReason(dataLiteReason(readDataLiteSignals()));
    update();
    window.addEventListener(DATA_LITE_EVENT, update);
    return () => window.removeEventListener(DATA_LITE_EVENT, update);
  }, []);
  const isOn = reason !== null;
  const onDark = tone === 'dark';
  return (
    <div className="flex max-w-md items-start gap-3" data-testid={testId}>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-describedby={`${testId}-hint`}
        onClick={() => chooseDataLite(isOn ? 'off' : 'on')}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${
          onDark ? 'focus-visible:outline-white' : 'focus-visible:outline-bok-green'
        } ${isOn ? 'bg-bok-gold' : onDark ? 'bg-white/30' : 'bg-neutral-300'}`}
      >
        <span className="sr-only">{texts.label}</span>
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${isOn ? 'translate-x-5' : 'translate-x-0.5'}`}
        />
      </button>
      <div className="min-w-0">
        <p className="font-semibold" aria-hidden="true">
          {texts.label}
        </p>
        <p id={`${testId}-hint`} className={onDark ? 'text-white/85' : 'text-neutral-600'}>
          {texts.hint}
          {reason === 'browser' && <span data-testid={`${testId}-by-browser`}> {texts.byBrowser}</span>}
        </p>
      </div>
    </div>
  );
}
