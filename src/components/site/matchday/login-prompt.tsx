'use client';

import { usePathname } from 'next/navigation';
import { openAuthModal } from '@/components/auth-modal/modal-store';

/** A visitor's way in from a match-day island: the login view, back to this page after (spec §2's signin). */
export function openLogin(pathname: string): void {
  openAuthModal('signin', { callbackUrl: pathname, sessionRequired: true });
}

/** "Log in to …" with the button that opens the login view. */
export function LoginPrompt({ text, logIn, testId }: { text: string; logIn: string; testId: string }) {
  const pathname = usePathname();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid={testId}>
      {text}
      <button type="button" onClick={() => openLogin(pathname)} className="min-h-11 rounded px-3 font-bold text-bok-green underline">
        {logIn}
      </button>
    </p>
  );
}
