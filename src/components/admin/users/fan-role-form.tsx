'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { ActionResult } from '@/server/http/staff-actions';
import { FAN_ROLE_IDS } from '@/schemas/users';
import { BUTTON_CLASS } from '../form-field';

type SetRole = (input: { id: string; roleId: number }) => Promise<ActionResult<{ changed: boolean }>>;

/**
 * A fan's role_id (spec §6): each choice says what it does to the subscription checks. Role 1 (free, permanent access)
 * is an admin's choice: an editor sees it disabled (and the server refuses it).
 */
export function FanRoleForm({
  userId,
  roleId,
  setRole,
  canGiveFreeAccess,
}: {
  userId: string;
  roleId: number;
  setRole: SetRole;
  canGiveFreeAccess: boolean;
}) {
  const t = useTranslations('users');
  const shell = useTranslations('shell');
  const router = useRouter();
  const id = useId();
  const [choice, setChoice] = useState<number>(roleId);
  const [error, setError] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await setRole({ id: userId, roleId: choice });
      if (!result.ok) {
        const reason = result.fieldErrors?.roleId ?? result.message;
        setError(reason);
        toast.error(shell('failed', { reason }));
        return;
      }
      setError(null);
      toast.success(result.value.changed ? t('roleSaved') : t('roleUnchanged', { role: t(`roles.${choice}`) }));
      router.refresh();
    });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
        <legend className="sr-only">{t('roleTitle')}</legend>
        {!(FAN_ROLE_IDS as readonly number[]).includes(roleId) && <p className="text-sm text-muted">{t('roleOther', { role: roleId })}</p>}
        {FAN_ROLE_IDS.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-2 rounded border border-neutral-300 p-3 has-[:checked]:border-bok-green has-[:checked]:bg-green-50"
          >
            <input
              type="radio"
              name="roleId"
              value={value}
              checked={choice === value}
              disabled={value === 1 && !canGiveFreeAccess && roleId !== 1}
              onChange={() => setChoice(value)}
              className="mt-1"
              aria-describedby={`${id}-help-${value}`}
            />
            <span>
              <span className="block text-sm font-semibold">{t(`roles.${value}`)}</span>
              <span id={`${id}-help-${value}`} className="block text-sm text-muted">
                {t(`roleHelp.${value}`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className={BUTTON_CLASS} disabled={isPending}>
          {isPending ? shell('saving') : t('saveRole')}
        </button>
      </div>
    </form>
  );
}
