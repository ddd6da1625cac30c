'use client';
import { useEffect } from 'react';
import { chooseDataLite } from '@/components/browser/data-lite-state';
import { rememberIosModalClosed, rememberSlowConnectionClosed } from '@/components/browser/reach-flags';
import { dispatchModal } from './modal-store';
import type { ViewProps } from './view-props';

/** Runs `onClose` when the view goes away, however it is closed (its button, the ✕, or another view). */
function useOnClose(onClose: () => void) {
  useEffect(() => onClose, [onClose]);
}

function CloseButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => dispatchModal({ type: 'close' })}
      className="w-full rounded bg-bok-green px-4 py-2.5 font-bold text-white"
    >
      {label}
    </button>
  );
}

/**
 * slow_connection (spec §2, §4): warns of a very slow connection, and offers data-lite (issue 15) unless the fan
 * switched it off — a 2g connection turns it on by itself, so the offer makes it stick. Closing it, either way,
 * keeps it closed for three hours.
 */
export function SlowConnectionView({ t }: ViewProps) {
  useOnClose(rememberSlowConnectionClosed);
  const switchOn = () => {
    chooseDataLite('on');
    dispatchModal({ type: 'close' });
  };
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p data-testid="modal-message">{t('views.slow_connection.message')}</p>
      <p className="text-sm text-neutral-700">{t('views.slow_connection.liteOffer')}</p>
      <button
        type="button"
        onClick={switchOn}
        className="w-full rounded bg-bok-gold px-4 py-2.5 font-bold text-ink"
        data-testid="slow-connection-lite"
      >
        {t('views.slow_connection.liteOn')}
      </button>
      <CloseButton label={t('views.slow_connection.close')} />
    </div>
  );
}

/** ios-pwa (spec §2): how to add the site to the Home Screen from Safari; closing it sets IOSModalClosed (spec §3). */
export function IosPwaView({ t, env }: ViewProps) {
  useOnClose(rememberIosModalClosed);
  return (
    <div className="flex flex-col gap-3">
      <p data-testid="modal-message">{t('views.ios-pwa.intro', { brand: env.brandName })}</p>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>{t('views.ios-pwa.step1')}</li>
        <li>{t('views.ios-pwa.step2')}</li>
        <li>{t('views.ios-pwa.step3')}</li>
      </ol>
      <CloseButton label={t('views.ios-pwa.close')} />
    </div>
  );
}
