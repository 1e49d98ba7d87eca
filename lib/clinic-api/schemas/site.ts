import { z } from 'zod';
import { MediaRef } from './shared';

const Colors = z.object({
  background: z.string(),
  foreground: z.string(),
  surface: z.string(),
  surface2: z.string(),
  muted: z.string(),
  mutedForeground: z.string(),
  primary: z.string(),
  primaryForeground: z.string(),
  accent: z.string(),
  accentForeground: z.string(),
  border: z.string(),
});
export type ThemeColors = z.infer<typeof Colors>;

export const ThemeTokens = z.object({
  version: z.number(),
  colors: Colors,
  colorsDark: Colors,
  radius: z.string(),
  radiusPill: z.string(),
  fontSans: z.string(),
  fontHeading: z.string(),
  type: z.object({
    baseMinPx: z.number(),
    baseMaxPx: z.number(),
    ratioMin: z.number(),
    ratioMax: z.number(),
    headingWeight: z.number(),
    bodyWeight: z.number(),
    headingLineHeight: z.number(),
    bodyLineHeight: z.number(),
    headingTracking: z.number(),
  }),
  rhythm: z.object({ sectionYMinRem: z.number(), sectionYMaxRem: z.number(), container: z.string() }),
  elevation: z.object({ shadowColor: z.string(), strength: z.number() }),
  motion: z.object({
    durationFastMs: z.number(),
    durationBaseMs: z.number(),
    durationSlowMs: z.number(),
    easeOut: z.string(),
    easeSpring: z.string(),
  }),
  imagery: z.object({ overlayColor: z.string(), overlayOpacity: z.number(), imageRadius: z.string() }),
});
export type ThemeTokens = z.infer<typeof ThemeTokens>;

export const Weekday = z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
export type Weekday = z.infer<typeof Weekday>;

const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const OpeningInterval = z
  .object({ opens: HHMM, closes: HHMM })
  .refine((i) => i.closes > i.opens, 'closes must be later than opens');

export const Address = z.object({
  street: z.string(),
  postalCode: z.string().regex(/^\d{2}-\d{3}$/),
  city: z.string(),
  district: z.string().optional(),
  accessNote: z.string().optional(),
});
export type Address = z.infer<typeof Address>;

export const SocialNetwork = z.enum([
  'facebook',
  'instagram',
  'youtube',
  'tiktok',
  'linkedin',
  'x',
  'google',
  'znanylekarz',
  'other',
]);
export type SocialNetwork = z.infer<typeof SocialNetwork>;

/** SiteProfile (1.4.0): every key optional; `privacy` since 1.7.0. */
export const SiteProfile = z.object({
  legalName: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  address: Address.optional(),
  geo: z.object({ lat: z.number(), lng: z.number() }).optional(),
  // Keys other than the seven days (a later version's holiday key, say) are left out rather than failing the site.
  openingHours: z
    .record(z.string(), z.unknown())
    .transform((days) => Object.fromEntries(Object.entries(days).filter(([day]) => Weekday.safeParse(day).success)))
    .pipe(z.partialRecord(Weekday, z.array(OpeningInterval)))
    .optional(),
  openingHoursNote: z.string().optional(),
  nfz: z.object({ contract: z.boolean(), note: z.string().optional() }).optional(),
  payments: z.object({ methods: z.array(z.string()), note: z.string().optional() }).optional(),
  // A network added later reads as `other`: the link stays, with the generic icon.
  socials: z.array(z.object({ network: SocialNetwork.catch('other'), url: z.string() })).optional(),
  logo: MediaRef.nullable().optional(),
  logoInverse: MediaRef.nullable().optional(),
  favicon: MediaRef.nullable().optional(),
  defaultOgImage: MediaRef.nullable().optional(),
  registry: z
    .object({
      rpwdl: z.string().optional(),
      nip: z.string().optional(),
      regon: z.string().optional(),
      krs: z.string().optional(),
    })
    .optional(),
  privacy: z
    .object({
      contactEmail: z.string().optional(),
      registeredOffice: z.string().optional(),
      dpoName: z.string().optional(),
      dpoEmail: z.string().optional(),
    })
    .optional(),
  reviewsPolicy: z.string().optional(),
  demoNotice: z.string().optional(),
});
export type SiteProfile = z.infer<typeof SiteProfile>;

export const MenuItem = z.object({ label: z.string(), path: z.string() });
export type MenuItem = z.infer<typeof MenuItem>;

/** Site: `profile` since 1.4.0 (null until filled in), `noindex` since 1.5.0 (default false). */
export const Site = z.object({
  name: z.string(),
  primaryDomain: z.string().nullable().default(null),
  menu: z.array(MenuItem),
  theme: ThemeTokens,
  profile: SiteProfile.nullable().default(null),
  noindex: z.boolean().default(false),
});
export type Site = z.infer<typeof Site>;
