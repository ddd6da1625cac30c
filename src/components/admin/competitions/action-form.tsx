'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { ActionResult } from '@/server/http/staff-actions';
import { FormAlert } from '../form-failure';
import { useIsHydrated } from '@/components/ui/use-is-hydrated';

/**
 * The competitions console's forms: server-rendered fields inside one small client wrapper that sends them to the
 * server action (which checks the staff role and validates with the shared zod schema), shows a refusal above the
 * button and in a toast, and then goes to `redirectTo` or refreshes.
 */
export function ActionForm({
  action,
  success,
  redirectTo,
  submitLabel,
  pendingLabel,
  children,
  testId,
  className = 'grid max-w-2xl gap-4',
}: {
  action: (form: FormData) => Promise<ActionResult<unknown>>;
  success: string;
  redirectTo?: string;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
  testId: string;
  className?: string;
}) {
  const router = useRouter();
  const isHydrated = useIsHydrated();
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await action(form);
      if (!result.ok) {
        const fields = Object.entries(result.fieldErrors ?? {}).map(([field, message]) => `${field}: ${message}`);
        const text = fields.length > 0 ? fields.join(' · ') : result.message;
        setError(text);
        toast.error(text);
        return;
      }
      setError(undefined);
      toast.success(success);
      if (redirectTo) router.push(redirectTo);
      else router.refresh();
    });
  };

  return (
    <form onSubmit={submit} noValidate className={className} data-testid={testId} data-hydrated={isHydrated ? 'true' : undefined}>
      {children}
      <FormAlert message={error} />
      <div>
        <button
          type="submit"
          disabled={isPending}
          className="inline-flex items-center justify-center gap-1 rounded bg-bok-green px-4 py-2 text-sm font-bold text-white hover:bg-bok-green-dark disabled:opacity-60"
        >
          {isPending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
