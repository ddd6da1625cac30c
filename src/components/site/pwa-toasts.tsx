'use client';
import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';

export interface PwaToastLabels {
  updateReady: string;
  reload: string;
  installTitle: string;
  installBody: string;
  install: string;
  notNow: string;
}

export interface PwaPrompt {
  kind: 'update' | 'install';
  onAccept: () => void;
}

/** The fan site's own toaster (the auth modal has another): toasts sent with this id show only here. */
const TOASTER_ID = 'pwa';

/**
 * The "new version" and install toasts (decision 017), loaded by PwaIsland only when one is due. The update toast
 * stays until it is answered: a fan is never silently left on an old version, nor reloaded mid-read.
 */
export default function PwaToasts({ prompt, labels, onDone }: { prompt: PwaPrompt; labels: PwaToastLabels; onDone: () => void }) {
  useEffect(() => {
    const options = { toasterId: TOASTER_ID, onDismiss: onDone, onAutoClose: onDone };
    const id =
      prompt.kind === 'update'
        ? toast(labels.updateReady, {
            ...options,
            duration: Infinity,
            dismissible: false,
            action: { label: labels.reload, onClick: prompt.onAccept },
          })
        : toast(labels.installTitle, {
            ...options,
            description: labels.installBody,
            duration: 20_000,
            action: { label: labels.install, onClick: prompt.onAccept },
            cancel: { label: labels.notNow, onClick: onDone },
          });
    return () => {
      toast.dismiss(id);
    };
  }, [prompt, labels, onDone]);
  return <Toaster id={TOASTER_ID} position="bottom-center" />;
}
