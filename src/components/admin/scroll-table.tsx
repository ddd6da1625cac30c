import type { ReactNode } from 'react';

/**
 * A console table that scrolls sideways in its own box on a narrow screen (focusable, so a keyboard can scroll it);
 * headers in order, the last one read only by screen readers when it heads a column of buttons.
 */
export function ScrollTable({
  label,
  headers,
  testId,
  isLastHeaderHidden = false,
  minWidth = 'min-w-[40rem]',
  children,
}: {
  label: string;
  headers: string[];
  testId: string;
  isLastHeaderHidden?: boolean;
  /** The width below which the table scrolls (a Tailwind min-w class written out in full, so it is generated). */
  minWidth?: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className={`w-full ${minWidth} text-left text-sm`} data-testid={testId}>
        <thead className="border-b border-neutral-300 text-xs text-muted uppercase">
          <tr>
            {headers.map((header, index) =>
              isLastHeaderHidden && index === headers.length - 1 ? (
                <th key={header} className="py-2">
                  <span className="sr-only">{header}</span>
                </th>
              ) : (
                <th key={header} className="py-2 pr-3">
                  {header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
