import type { z } from 'zod';
import type { schema } from './schema';

/** Sample props for the gallery (/starter/galeria) and the registry's tests: what the demo clinic publishes. */
export const samples: { name: string; props: z.input<typeof schema> }[] = [
  {
    name: 'Jak w klinice demo',
    props: {
      eyebrow: 'Pierwsza wizyta',
      title: 'Jak wygląda pierwsza wizyta',
      items: [
        {
          title: 'Rejestracja',
          text: 'Wizytę prywatną można zarezerwować przez internet lub telefonicznie; wizyty w ramach NFZ umawiamy telefonicznie.',
        },
        {
          title: 'Wywiad',
          text: 'Przed badaniem wypełnia się krótką ankietę o stanie zdrowia, przyjmowanych lekach i alergiach.',
        },
        {
          title: 'Badanie',
          text: 'Lekarz ogląda zęby, dziąsła i błonę śluzową, a w razie potrzeby wykonuje zdjęcie RTG.',
        },
        {
          title: 'Plan leczenia',
          text: 'Lekarz omawia wyniki i możliwe sposoby leczenia, a przy dłuższym leczeniu przygotowuje pisemny kosztorys.',
        },
      ],
    },
  },
];
