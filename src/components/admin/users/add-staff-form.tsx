'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import type { ActionResult } from '@/server/http/staff-actions';
import { addStaffInput, STAFF_ROLES, type AddStaffFormValues } from '@/schemas/users';
import { FormAlert } from '../form-failure';
import { BUTTON_CLASS, FormField, INPUT_CLASS } from '../form-field';
import { useConsoleForm } from '../use-console-form';

type AddStaff = (input: AddStaffFormValues) => Promise<ActionResult<{ id: string; emailSent: boolean }>>;

/** Adds a staff member by email (admins only); they choose their own password through the emailed link. */
export function AddStaffForm({ addStaff }: { addStaff: AddStaff }) {
  const t = useTranslations('users');
  const router = useRouter();
  const { id, register, reset, errors, isSubmitting, onSubmit, fieldProps } = useConsoleForm({
    schema: addStaffInput,
    defaultValues: { email: '', name: '', staffRole: 'editor' },
    fields: ['email', 'name', 'staffRole'],
    submit: (values) => addStaff(values),
    onSaved: (added, values) => {
      if (added.emailSent) toast.success(t('staffAdded', { email: values.email }));
      else toast.warning(t('staffAddedNoEmail', { email: values.email }));
      reset();
      router.refresh();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-4 md:grid-cols-[2fr_2fr_1fr]">
      <FormField id={`${id}-email`} label={t('staffEmail')} error={errors.email?.message}>
        <input type="email" autoComplete="off" className={INPUT_CLASS} {...fieldProps('email')} {...register('email')} />
      </FormField>
      <FormField id={`${id}-name`} label={t('staffName')} error={errors.name?.message}>
        <input type="text" autoComplete="off" className={INPUT_CLASS} {...fieldProps('name')} {...register('name')} />
      </FormField>
      <FormField id={`${id}-staffRole`} label={t('staffRoleField')} error={errors.staffRole?.message}>
        <select className={INPUT_CLASS} {...fieldProps('staffRole')} {...register('staffRole')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roleNames.${role}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormAlert message={errors.root?.message} className="md:col-span-3" />
      <div className="md:col-span-3">
        <button type="submit" className={BUTTON_CLASS} disabled={isSubmitting}>
          {isSubmitting ? t('adding') : t('addStaff')}
        </button>
      </div>
    </form>
  );
}
