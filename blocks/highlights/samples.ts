import type { z } from 'zod';
import type { schema } from './schema';

/** Sample props for the gallery (/starter/galeria) and the registry's tests: what the demo clinic publishes. */
export const samples: { name: string; props: z.input<typeof schema> }[] = [
  {
    name: 'Jak w klinice demo',
    props: {
      title: 'W skrócie',
      items: [
        {
          icon: 'shield',
          title: 'Umowa z NFZ',
          text: 'Leczenie zachowawcze dorosłych i dzieci w ramach NFZ; zapisy telefoniczne.',
        },
        {
          icon: 'clock',
          title: 'Godziny otwarcia',
          text: 'Od poniedziałku do piątku 8:00–20:00, w soboty 9:00–14:00.',
        },
        {
          icon: 'pin',
          title: 'Dojazd',
          text: 'ul. Limanowskiego 24, przystanek tramwajowy 150 m, winda i parking dla pacjentów.',
        },
        {
          icon: 'card',
          title: 'Płatności',
          text: 'Gotówka, karta płatnicza, BLIK i raty medyczne; kosztorys przed dłuższym leczeniem.',
        },
      ],
    },
  },
];
