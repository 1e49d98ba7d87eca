import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RenderBlocks } from '@/blocks/render-blocks';
import { blockRegistry } from '@/blocks/registry';
import { blockFolder, blockSamples } from '@/blocks/samples';
import { getSiteData } from '@/lib/site-data/content';
import { paletteStyle, themeCss } from '@/lib/theme';
import { galleryEnabled, GALLERY_PATH, MODES, requireGallery, type ModeSlug } from '../../../../enabled';
import styles from '../../../../gallery.module.css';

type Params = { params: Promise<{ blok: string; wariant: string; tryb: string }> };

export const revalidate = 60;
export const dynamicParams = false;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { blok, wariant, tryb } = await params;
  const sample = blockSamples[blok]?.[Number(wariant)];
  return { title: `${blok}: ${sample?.name ?? wariant} (${tryb})`, robots: { index: false, follow: false } };
}

/** Every block × sample × mode, pre-rendered in demo builds (the gallery's frames are plain pages, no script). */
export function generateStaticParams() {
  if (!galleryEnabled()) return [];
  return [...blockRegistry.keys()].flatMap((type) =>
    (blockSamples[blockFolder(type)] ?? []).flatMap((_, i) =>
      Object.keys(MODES).map((tryb) => ({ blok: blockFolder(type), wariant: String(i), tryb })),
    ),
  );
}

/** One block with one sample in one colour mode: what the gallery shows in each of its frames. */
export default async function BlockPreview({ params }: Params) {
  requireGallery();
  const { blok, wariant, tryb } = await params;
  const type = [...blockRegistry.keys()].find((t) => blockFolder(t) === blok);
  const sample = blockSamples[blok]?.[Number(wariant)];
  if (!type || !sample || !(tryb in MODES)) notFound();
  const site = await getSiteData();
  const mode = MODES[tryb as ModeSlug];
  return (
    <>
      <style href="clinic-theme" precedence="high">
        {themeCss(site.theme)}
      </style>
      <main
        className={styles.preview}
        style={paletteStyle(mode === 'dark' ? site.theme.colorsDark : site.theme.colors, mode)}
      >
        <RenderBlocks
          blocks={[{ id: `sample-${blok}-${wariant}`, type, props: sample.props }]}
          site={site}
          path={GALLERY_PATH}
          firstIsPageTop
        />
      </main>
    </>
  );
}
