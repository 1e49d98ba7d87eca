import type { Site } from '../clinic-api/schemas';
import { mailHref } from '../site-path';
import { t } from '../i18n';
import { extrasOf } from './site-extras';

export interface OperatorFact {
  key: string;
  label: string;
  value: string;
  /** How the value links, when it is an address to write to. */
  href?: string;
}

/**
 * Who runs the site (art. 5 of the act on providing services by electronic means; art. 206 KSH for a company): the
 * API's legal name, seat, address, e-mail and registry numbers, then the configured court, share capital and note.
 * Only facts that are set: a missing one is left out, never shown empty.
 */
export function operatorFacts(site: Site): OperatorFact[] {
  const p = site.profile ?? {};
  const extra = extrasOf(site)?.operator ?? {};
  const a = p.address;
  const facts: (OperatorFact | null)[] = [
    { key: 'name', label: t.legal.operator.name, value: p.legalName ?? site.name },
    p.privacy?.registeredOffice
      ? { key: 'seat', label: t.legal.operator.seat, value: p.privacy.registeredOffice }
      : null,
    a ? { key: 'address', label: t.legal.operator.address, value: `${a.street}, ${a.postalCode} ${a.city}` } : null,
    p.email
      ? { key: 'email', label: t.legal.operator.email, value: p.email, href: mailHref(p.email) ?? undefined }
      : null,
    ...(['krs', 'nip', 'regon', 'rpwdl'] as const).map((k) => {
      const v = p.registry?.[k]?.trim();
      return v ? { key: k, label: t.site.registryLabels[k], value: v } : null;
    }),
    extra.registryCourt ? { key: 'court', label: t.legal.operator.court, value: extra.registryCourt } : null,
    extra.shareCapital ? { key: 'capital', label: t.legal.operator.shareCapital, value: extra.shareCapital } : null,
  ];
  return facts.filter((f): f is OperatorFact => f !== null);
}

/** The configured free-text line about the operator (e.g. a partnership's general partner), if any. */
export function operatorNote(site: Site): string | null {
  return extrasOf(site)?.operator.note ?? null;
}
