import 'server-only';
import { notFound } from 'next/navigation';
import { config } from '@/lib/config/server';

/** The gallery is the agency's tool: in `next dev` and in demo mode only; a live production site answers 404. */
export function galleryEnabled(): boolean {
  return process.env.NODE_ENV !== 'production' || config().mode === 'demo';
}

export function requireGallery(): void {
  if (!galleryEnabled()) notFound();
}

export { GALLERY_PATH } from '@/lib/starter-paths';

export const MODES = { jasny: 'light', ciemny: 'dark' } as const;
export type ModeSlug = keyof typeof MODES;
