'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isSameSitePath } from '@/schemas/same-site-path';
import type { ViewName } from './modal-state';
import { getModalState, getServerModalState, openAuthModal, subscribeModal } from './modal-store';
import type { ModalEnv } from './view-props';

const AuthModal = dynamic(() => import('./auth-modal'), { ssr: false });

/**
 * Always on the page, tiny: loads the modal (views, forms, toasts, its language file) the first time something opens
 * it, and opens it when the address asks (/api/auth/signin sends a visitor to /?auth=signin&callbackUrl=…).
 */
export function ModalHost({ env, openOnLoad }: { env: ModalEnv; openOnLoad?: ViewName }) {
  const state = useSyncExternalStore(subscribeModal, getModalState, getServerModalState);
  const [isLoaded, setIsLoaded] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get('auth') === 'signin') {
      const callbackUrl = params.get('callbackUrl');
      openAuthModal('signin', {
        callbackUrl: isSameSitePath(callbackUrl) ? callbackUrl : null,
        sessionRequired: params.get('error') === 'SessionRequired',
      });
      for (const key of ['auth', 'callbackUrl', 'error']) params.delete(key);
      const rest = params.toString();
      window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
    } else if (openOnLoad) {
      openAuthModal(openOnLoad);
    }
  }, [openOnLoad]);

  // Once opened, the modal stays mounted (its toasts outlive the dialog).
  if (state.view && !isLoaded) setIsLoaded(true);

  return isLoaded ? <AuthModal env={env} /> : null;
}
