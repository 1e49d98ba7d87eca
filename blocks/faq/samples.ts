import type { z } from 'zod';
import type { schema } from './schema';

/** Sample props for the gallery (/starter/galeria) and the registry's tests: what the demo clinic publishes. */
export const samples: { name: string; props: z.input<typeof schema> }[] = [
  {
    name: 'Jak w klinice demo',
    props: {
      title: 'Pytania o koszty',
      items: [
        {
          question: 'Dlaczego ceny są podane jako „od”?',
          answer:
            'Koszt zależy od zakresu leczenia, na przykład od liczby kanałów w zębie czy wielkości ubytku. Dokładną kwotę lekarz podaje po badaniu.',
        },
        {
          question: 'Czy otrzymam kosztorys przed leczeniem?',
          answer: 'Tak. Przed dłuższym leczeniem lekarz przygotowuje pisemny plan z kosztorysem.',
        },
        {
          question: 'Czy wystawiacie faktury?',
          answer: 'Tak, na prośbę pacjenta wystawiamy fakturę na osobę prywatną lub firmę.',
        },
      ],
    },
  },
];
