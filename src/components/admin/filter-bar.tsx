import type { ReactNode } from 'react';
import { BUTTON_CLASS, FormField, INPUT_CLASS, SECONDARY_BUTTON_CLASS } from './form-field';

interface FilterFieldProps {
  id: string;
  /** The query parameter it sets. */
  name: string;
  label: string;
  /** The filter's current value (from the address), shown when the page opens. */
  value: string;
  /** A Tailwind width class for the control (written out in full, so it is generated); none: the console's full width. */
  width?: string;
}

/** The attributes a filter's control shares, text box or drop-down. */
function controlProps({ id, name, value, width }: FilterFieldProps) {
  return { id, name, defaultValue: value, className: width ? `${INPUT_CLASS} ${width}` : INPUT_CLASS };
}

/** A filter bar's text box: a search (type="search") or a plain one. */
export function FilterText(props: FilterFieldProps & { type?: 'search'; maxLength?: number }) {
  return (
    <FormField id={props.id} label={props.label}>
      <input type={props.type} maxLength={props.maxLength} {...controlProps(props)} />
    </FormField>
  );
}

/** A filter bar's drop-down; an "all" choice is an option with the value ''. */
export function FilterSelect(props: FilterFieldProps & { options: { value: string; label: string }[] }) {
  return (
    <FormField id={props.id} label={props.label}>
      <select {...controlProps(props)}>
        {props.options.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/**
 * A console list's filter bar: a GET form back to the list's own address (a filtered list is a link: bookmarkable,
 * kept by the pager), its fields (FilterText, FilterSelect, hidden inputs) as children, and the submit button last.
 */
export function FilterBar({
  action,
  label,
  submitLabel,
  isSearch = true,
  isPrimary = false,
  className = 'mb-4 flex flex-wrap items-end gap-3',
  children,
}: {
  /** The list page's path. */
  action: string;
  /** The search landmark's accessible name. */
  label?: string;
  submitLabel: string;
  /** A search landmark (role="search"); false for a plain filter. */
  isSearch?: boolean;
  /** The page's main button rather than a secondary one. */
  isPrimary?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form method="get" action={action} role={isSearch ? 'search' : undefined} aria-label={label} className={className}>
      {children}
      <button type="submit" className={isPrimary ? BUTTON_CLASS : SECONDARY_BUTTON_CLASS}>
        {submitLabel}
      </button>
    </form>
  );
}
