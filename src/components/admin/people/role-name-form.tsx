'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ActionResult } from '@/server/http/staff-actions';
import { ROLE_NAME_MAX, roleCreateInput, type RoleCreateInput } from '@/schemas/authors';
import { BUTTON_CLASS, INPUT_CLASS, SECONDARY_BUTTON_CLASS } from '../form-field';
import { useConsoleForm } from '../use-console-form';
import { TranslationFields } from '../translation-fields';
import { isTranslationEntry, translationEntries } from '../translation-entries';

/**
 * One role name: the "new role" form above the list (empty, cleared after adding) or a row's rename form (holding the
 * current name). The label is visible for a new role and read by screen readers in a row.
 */
export function RoleNameForm({
  role,
  save,
}: {
  role?: { id: number; name: string; translations?: unknown };
  save: (input: RoleCreateInput & { id?: number }) => Promise<ActionResult<unknown>>;
}) {
  const t = useTranslations('people.roles');
  const languages = useTranslations('translations');
  const router = useRouter();
  const formElement = useRef<HTMLFormElement>(null);
  /** The language fields are uncontrolled: a change there makes a rename worth sending too. */
  const [isTranslationChanged, setTranslationChanged] = useState(false);
  const { id, register, reset, formState, errors, isSubmitting, onSubmit } = useConsoleForm({
    schema: roleCreateInput,
    defaultValues: { name: role?.name ?? '' },
    fields: ['name'],
    unownedField: 'name',
    submit: (values) => {
      // The role's name in isiZulu, isiXhosa and Afrikaans, as the form holds them (name_zu…; decision 034).
      const sent = { ...values, ...Object.fromEntries(translationEntries(formElement.current)) };
      return save(role ? { ...sent, id: role.id } : sent);
    },
    onSaved: (_, values) => {
      setTranslationChanged(false);
      if (!role) formElement.current?.reset();
      toast.success(t(role ? 'renamed' : 'added', { name: values.name }));
      reset({ name: role ? values.name : '' });
      router.refresh();
    },
  });

  const errorId = `${id}-error`;
  return (
    <form
      ref={formElement}
      onSubmit={onSubmit}
      onChange={(event) => {
        const target = event.target;
        if (target instanceof HTMLInputElement && isTranslationEntry(target.name)) setTranslationChanged(true);
      }}
      noValidate
      className="flex flex-col gap-1"
      data-testid={role ? 'role-rename-form' : 'role-add-form'}
    >
      <label htmlFor={id} className={role ? 'sr-only' : 'text-sm font-semibold'}>
        {role ? t('renameLabel', { name: role.name }) : t('addLabel')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          type="text"
          autoComplete="off"
          maxLength={ROLE_NAME_MAX + 20}
          className={`${INPUT_CLASS} max-w-xs`}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? errorId : undefined}
          {...register('name')}
        />
        <button
          type="submit"
          className={role ? SECONDARY_BUTTON_CLASS : BUTTON_CLASS}
          disabled={isSubmitting || (role !== undefined && !formState.isDirty && !isTranslationChanged)}
        >
          {isSubmitting ? t(role ? 'renaming' : 'adding') : t(role ? 'rename' : 'add')}
        </button>
      </div>
      {errors.name && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {errors.name.message}
        </p>
      )}
      <TranslationFields
        t={languages}
        idPrefix={`${id}-role`}
        fields={[{ name: 'name', label: t('columnName'), maxLength: ROLE_NAME_MAX }]}
        translations={role?.translations}
        isFolded
      />
    </form>
  );
}
