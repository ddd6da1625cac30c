'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { ActionResult } from '@/server/http/staff-actions';
import { BUTTON_CLASS, FormField, INPUT_CLASS } from '../form-field';
import { TranslationFields } from '../translation-fields';

type Parent = { basketId: number; label: string };

/**
 * Adds a category, or renames and re-parents one (spec §7 addcategory / updatecategory). The server's refusals
 * — a missing name, a parent that would put the category under itself — show under the field they concern.
 */
export function CategoryForm({
  save,
  parents,
  category,
}: {
  save: (form: FormData) => Promise<ActionResult<unknown>>;
  parents: Parent[];
  /** Editing this category; absent when adding. */
  category?: { id: number; name: string; parentId: number | null; translations?: unknown };
}) {
  const t = useTranslations('stories.categories');
  const shell = useTranslations('shell');
  const languages = useTranslations('translations');
  const router = useRouter();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [isPending, startTransition] = useTransition();
  const [errors, setErrors] = useState<{ name?: string; parent?: string; form?: string }>({});
  const nameField = category ? 'name' : 'category_name';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (category) data.set('id', String(category.id));
    if (String(data.get(nameField) ?? '').trim() === '') {
      setErrors({ name: t('nameRequired') });
      return;
    }
    startTransition(async () => {
      const result = await save(data);
      if (!result.ok) {
        const fields = result.fieldErrors ?? {};
        const name = fields[nameField];
        // A cycle, an unknown parent: the service's own words, under the parent.
        const parent = fields.parent_id ?? (!name ? result.message : undefined);
        setErrors({ name, parent });
        toast.error(shell('failed', { reason: result.message }));
        return;
      }
      setErrors({});
      toast.success(category ? t('saved') : t('added'));
      if (!category) form.current?.reset();
      router.refresh();
    });
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[2fr_2fr_auto] sm:items-start">
      <FormField id={`${id}-name`} label={t('name')} error={errors.name}>
        <input
          id={`${id}-name`}
          name={nameField}
          defaultValue={category?.name}
          maxLength={80}
          className={INPUT_CLASS}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          aria-required
        />
      </FormField>
      <FormField id={`${id}-parent`} label={t('parent')} error={errors.parent}>
        <select
          id={`${id}-parent`}
          name="parent_id"
          defaultValue={category?.parentId ? String(category.parentId) : ''}
          className={INPUT_CLASS}
          aria-invalid={Boolean(errors.parent)}
          aria-describedby={errors.parent ? `${id}-parent-error` : undefined}
        >
          <option value="">{t('noParent')}</option>
          {parents.map((parent) => (
            <option key={parent.basketId} value={parent.basketId}>
              {parent.label}
            </option>
          ))}
        </select>
      </FormField>
      {/* The name in isiZulu, isiXhosa and Afrikaans (name_zu…, posted with the form; decision 034). */}
      <div className="sm:col-span-3">
        <TranslationFields
          t={languages}
          idPrefix={`${id}-category`}
          fields={[{ name: 'name', label: t('name'), maxLength: 80 }]}
          translations={category?.translations}
        />
      </div>
      <div className="flex gap-2 sm:col-span-3">
        <button type="submit" className={BUTTON_CLASS} disabled={isPending}>
          {isPending ? shell('saving') : category ? t('save') : t('add')}
        </button>
      </div>
    </form>
  );
}
