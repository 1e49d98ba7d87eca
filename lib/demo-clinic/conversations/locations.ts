import type { z } from 'zod';
import type * as S from '../../clinic-api/schemas';
import type { DemoStore } from '../store';

type Location = z.infer<typeof S.Location>;

/**
 * The demo clinics' locations (GET /locations). The demo clinic's primary location takes its address and phone
 * from the site profile, so the two never disagree; the second location is the demo's own.
 */
export function locationsOf(store: DemoStore, clinicId: string): Location[] {
  if (clinicId !== 'demo') {
    return [
      {
        id: 'loc_other_main',
        name: 'Gabinet główny',
        primary: true,
        address: { street: 'ul. Długa 5', postalCode: '80-831', city: 'Gdańsk' },
        phone: '+48 58 300 20 10',
      },
    ];
  }
  const profile = store.content.site.profile ?? null;
  return [
    {
      id: 'loc_centrum',
      name: 'Centrum',
      primary: true,
      address: profile?.address ?? {
        street: 'ul. Limanowskiego 24',
        postalCode: '30-551',
        city: 'Kraków',
        district: 'Podgórze',
      },
      phone: profile?.phone ?? '+48 12 345 67 89',
    },
    {
      id: 'loc_kazimierz',
      name: 'Kazimierz',
      primary: false,
      address: {
        street: 'ul. Starowiślna 60',
        postalCode: '31-035',
        city: 'Kraków',
        district: 'Kazimierz',
        accessNote: 'Wejście od podwórza, gabinet na pierwszym piętrze (bez windy).',
      },
      phone: '+48 12 345 67 90',
    },
  ];
}

/**
 * Whether a conversation of a lead with `leadLocationId` belongs to the filtered location: the primary location
 * also takes conversations whose location is unknown (none, or an id the clinic no longer has).
 */
export function inLocation(locations: Location[], filterId: string, leadLocationId: string | null): boolean {
  if (leadLocationId === filterId) return true;
  const filter = locations.find((l) => l.id === filterId);
  if (!filter?.primary) return false;
  return leadLocationId === null || !locations.some((l) => l.id === leadLocationId);
}
