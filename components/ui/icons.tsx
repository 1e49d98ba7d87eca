import type { SVGProps } from 'react';
import { iconPaths, type IconName } from '@/lib/icons';

/** Decorative line icons (aria-hidden); the text next to them carries the meaning. */
export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
