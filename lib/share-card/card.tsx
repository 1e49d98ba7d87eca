import { ImageResponse } from 'next/og';
import { formatHex } from 'culori';
import type { Site } from '../clinic-api/schemas';
import { truncateAtWord } from '../seo/text';
import { cardFonts, drawable, SANS, SERIF } from './fonts';
import { cardLogo, LOGO_HEIGHT } from './logo';
import type { CardFacts } from './facts';
import { CARD_HEIGHT, CARD_WIDTH } from './size';

/** A title longer than this is cut at a word: three lines of the smaller size hold about 90 characters. */
const TITLE_MAX = 90;

/** A theme colour (validated CSS, lib/theme/validate.ts) as hex: satori reads hex and rgb, not oklch or lab. */
function hex(colour: string, fallback: string): string {
  try {
    return formatHex(colour) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * One page's share card, 1200×630 PNG: the clinic's colours, its logo (or name), the kind of page, the title and the
 * line that fits the kind. Flat colours keep the PNG small (well under 100 kB: `npm run bench:cards`).
 */
export async function renderCard(site: Site, facts: CardFacts): Promise<Response> {
  const c = site.theme.colors;
  const bg = hex(c.background, '#ffffff');
  const fg = hex(c.foreground, '#000000');
  const primary = hex(c.primary, fg);
  const onPrimary = hex(c.primaryForeground, bg);
  const accent = hex(c.accent, bg);
  const onAccent = hex(c.accentForeground, fg);
  const muted = hex(c.mutedForeground, fg);
  const [fonts, logo] = await Promise.all([cardFonts(), cardLogo(site.profile?.logo?.url)]);
  const name = drawable(site.name);
  const title = truncateAtWord(drawable(facts.title) || name, TITLE_MAX);
  const titleSize = title.length > 60 ? 58 : title.length > 32 ? 68 : 80;
  const detail = facts.detail ? truncateAtWord(drawable(facts.detail), 70) : '';
  const domain = drawable(site.primaryDomain ?? '');
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        background: bg,
        color: fg,
        fontFamily: SANS,
      }}
    >
      <div style={{ display: 'flex', flex: 1, flexDirection: 'column', padding: '56px 72px 40px' }}>
        <div style={{ display: 'flex', height: LOGO_HEIGHT, alignItems: 'center' }}>
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, next/image is for pages
            <img src={logo.src} alt="" width={logo.width} height={logo.height} />
          ) : (
            <div style={{ fontFamily: SERIF, fontWeight: 600, fontSize: 44, color: primary }}>{name}</div>
          )}
        </div>
        <div style={{ display: 'flex', flex: 1, flexDirection: 'column', justifyContent: 'center' }}>
          {facts.kind ? (
            <div style={{ display: 'flex' }}>
              <div
                style={{
                  background: accent,
                  color: onAccent,
                  fontSize: 26,
                  padding: '6px 20px',
                  borderRadius: 999,
                  marginBottom: 20,
                }}
              >
                {facts.kind}
              </div>
            </div>
          ) : null}
          <div
            style={{
              fontFamily: SERIF,
              fontWeight: 600,
              fontSize: titleSize,
              lineHeight: 1.12,
              letterSpacing: -0.5,
              display: 'block',
              lineClamp: 3,
            }}
          >
            {title}
          </div>
          {detail ? <div style={{ fontSize: 34, color: muted, marginTop: 22 }}>{detail}</div> : null}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          background: primary,
          color: onPrimary,
          height: 84,
          padding: '0 72px',
          fontSize: 28,
        }}
      >
        <div>{name}</div>
        <div>{domain}</div>
      </div>
    </div>,
    { width: CARD_WIDTH, height: CARD_HEIGHT, fonts },
  );
}
