'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { ActionResult } from '@/server/http/staff-actions';
import { addStaffInput, STAFF_ROLES, type AddStaffFormValues, type AddStaffInput } from '@/schemas/users';
import { FormAlert, showFormFailure } from '../form-failure';
import { BUTTON_CLASS, FormField, INPUT_CLASS } from '../form-field';

type AddStaff = (input: AddStaffFormValues) => Promise<ActionResult<{ id: string; emailSent: boolean }>>;

/** Adds a staff member by email (admins only); they choose their own password through the emailed link. */
export function AddStaffForm({ addStaff }: { addStaff: AddStaff }) {
  const t = useTranslations('users');
  const shell = useTranslations('shell');
  const router = useRouter();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddStaffFormValues, unknown, AddStaffInput>({
    resolver: zodResolver(addStaffInput),
    defaultValues: { email: '', name: '', staff_role: 'editor' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await addStaff(values);
    if (!result.ok) {
      showFormFailure({
        setError,
        fields: ['email', 'name', 'staff_role'],
        result,
        toastText: shell('failed', { reason: result.message }),
      });
      return;
    }
    if (result.value.emailSent) toast.success(t('staffAdded', { email: values.email }));
    else toast.warning(t('staffAddedNoEmail', { email: values.email }));
    reset();
    router.refresh();
  });

  const described = (field: 'email' | 'name' | 'staff_role') => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-4 md:grid-cols-[2fr_2fr_1fr]">
      <FormField id={`${id}-email`} label={t('staffEmail')} error={errors.email?.message}>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          className={INPUT_CLASS}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={described('email')}
          {...register('email')}
        />
      </FormField>
      <FormField id={`${id}-name`} label={t('staffName')} error={errors.name?.message}>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="off"
          className={INPUT_CLASS}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={described('name')}
          {...register('name')}
        />
      </FormField>
      <FormField id={`${id}-staff_role`} label={t('staffRoleField')} error={errors.staff_role?.message}>
        <select
          id={`${id}-staff_role`}
          className={INPUT_CLASS}
          aria-invalid={Boolean(errors.staff_role)}
          aria-describedby={described('staff_role')}
          {...register('staff_role')}
        >
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
