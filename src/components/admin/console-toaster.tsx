'use client';

import { Toaster } from 'sonner';

/** Toasts for the console's saves and failures. */
export function ConsoleToaster() {
  return <Toaster position="top-right" richColors closeButton />;
}
