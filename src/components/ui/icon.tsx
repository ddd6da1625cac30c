import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

/**
 * A Lucide icon drawn as plain SVG (issue 27, decision 035). lucide-react's icons are client components: each one a
 * Server Component drew put lucide's runtime into the page's JavaScript and the icon's data into its payload. The
 * same icons from `lucide` (data only, tree-shaken) render here — on the server, or inside an island — with no
 * runtime. The console keeps lucide-react.
 */
export function Icon({
  icon,
  size = 24,
  strokeWidth = 2,
  ...props
}: { icon: IconNode; size?: number; strokeWidth?: number } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
