'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import type { ActionResult } from '@/server/http/staff-actions';
import { AUTHOR_BIO_MAX, authorCreateInput, type AuthorCreateInput } from '@/schemas/authors';
import { FormAlert } from '../form-failure';
import { BUTTON_CLASS, FormField, INPUT_CLASS } from '../form-field';
import { useConsoleForm } from '../use-console-form';

const FIELDS = ['name', 'roleId', 'bio', 'isActive'] as const;

/**
 * Add or edit an author: name, role, bio, active. The same zod rules as the server action; the server's own refusals
 * (a name already taken, a role deleted meanwhile) appear above the button.
 */
export function AuthorForm({
  roles,
  author,
  save,
}: {
  roles: { id: number; name: string }[];
  author?: { id: number; name: string; roleId: number | null; bio: string; isActive: boolean };
  save: (input: AuthorCreateInput & { id?: number }) => Promise<ActionResult<unknown>>;
}) {
  const t = useTranslations('people.authorForm');
  const router = useRouter();
  const { id, register, reset, errors, isSubmitting, onSubmit, fieldProps } = useConsoleForm({
    schema: authorCreateInput,
    defaultValues: {
      name: author?.name ?? '',
      roleId: author?.roleId ? String(author.roleId) : '',
      bio: author?.bio ?? '',
      isActive: author?.isActive ?? true,
    },
    fields: FIELDS,
    submit: (values) => save(author ? { ...values, id: author.id } : values),
    onSaved: (_, values) => {
      if (author) {
        toast.success(t('saved'));
        reset({ ...values, roleId: values.roleId ? String(values.roleId) : '' });
        router.refresh();
      } else {
        toast.success(t('created', { name: values.name }));
        router.push('/admin/authors');
      }
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4" data-testid="author-form">
      <FormField id={`${id}-name`} label={t('name')} hint={t('nameHint')} error={errors.name?.message}>
        <input type="text" autoComplete="off" className={INPUT_CLASS} {...fieldProps('name', true)} {...register('name')} />
      </FormField>
      <FormField id={`${id}-roleId`} label={t('role')} hint={t('rolesHint')} error={errors.roleId?.message}>
        <select className={INPUT_CLASS} {...fieldProps('roleId', true)} {...register('roleId')}>
          <option value="">{t('noRole')}</option>
          {roles.map((role) => (
            <option key={role.id} value={String(role.id)}>
              {role.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-bio`} label={t('bio')} error={errors.bio?.message}>
        <textarea rows={5} maxLength={AUTHOR_BIO_MAX} className={INPUT_CLASS} {...fieldProps('bio')} {...register('bio')} />
      </FormField>
      <div className="flex items-center gap-2">
        <input type="checkbox" className="h-4 w-4 accent-bok-green" {...fieldProps('isActive')} {...register('isActive')} />
        <label htmlFor={`${id}-isActive`} className="text-sm font-semibold">
          {t('active')}
        </label>
      </div>
      <FormAlert message={errors.root?.message} />
      <div>
        <button type="submit" className={BUTTON_CLASS} disabled={isSubmitting}>
          {isSubmitting ? t(author ? 'saving' : 'creating') : t(author ? 'save' : 'create')}
        </button>
      </div>
    </form>
  );
}
