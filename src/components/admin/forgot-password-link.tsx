'use client';
import { openAuthModal } from '../auth-modal/modal-store';

/** Opens the modal's forgot_password view. */
export function ForgotPasswordLink({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => openAuthModal('forgot_password')} className="text-sm font-semibold text-bok-green underline">
      {label}
    </button>
  );
}
