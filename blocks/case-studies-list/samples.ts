import type { z } from 'zod';
import type { schema } from './schema';

/** Sample props for the gallery (/starter/galeria) and the registry's tests: what the demo clinic publishes. */
export const samples: { name: string; props: z.input<typeof schema> }[] = [
  {
    name: 'Jak w klinice demo',
    props: {
      title: 'Przykłady leczenia',
      lead: 'Opisy publikujemy za zgodą pacjentów. Efekty leczenia różnią się u poszczególnych osób.',
      items: [
        {
          title: 'Higienizacja i wybielanie nakładkowe',
          path: '/metamorfozy/wybielanie-i-higienizacja',
          summary:
            'Pacjentka, 34 lata, z osadem i przebarwieniami po kawie i herbacie. Po higienizacji przeprowadzono dwutygodniowe wybielanie nakładkowe.',
          image: {
            url: '/demo/cases/wybielanie-i-higienizacja-after.webp',
            width: 1200,
            height: 900,
            alt: 'Te same zęby po higienizacji i wybielaniu nakładkowym',
            focalX: 50,
            focalY: 50,
            aiGenerated: false,
            caption: 'Po higienizacji i 14 dniach wybielania',
          },
        },
        {
          title: 'Stłoczenie zębów dolnych leczone nakładkami',
          path: '/metamorfozy/leczenie-ortodontyczne-nakladki',
          summary:
            'Pacjent, 29 lat, ze stłoczeniem zębów przednich i trudnością w ich oczyszczaniu. Leczenie nakładkami trwało 14 miesięcy.',
          image: {
            url: '/demo/cases/leczenie-ortodontyczne-nakladki-after.webp',
            width: 1200,
            height: 900,
            alt: 'Dolne zęby przednie ustawione w łuku po leczeniu nakładkami',
            focalX: 50,
            focalY: 50,
            aiGenerated: false,
            caption: 'Po 14 miesiącach leczenia',
          },
        },
        {
          title: 'Odbudowa starych zębów przednich licówkami i koronami',
          path: '/metamorfozy/odbudowa-usmiechu-licowki',
          summary:
            'Pacjentka po czterdziestce z wieloma przebarwionymi wypełnieniami i starciem zębów przednich. Leczenie trwało około czterech miesięcy.',
          image: {
            url: '/demo/cases/odbudowa-usmiechu-licowki-after.webp',
            width: 1200,
            height: 900,
            alt: 'Zęby przednie górne po odbudowie licówkami i koronami ceramicznymi',
            focalX: 50,
            focalY: 50,
            aiGenerated: false,
            caption: 'Po zakończeniu leczenia, 4 miesiące',
          },
        },
      ],
      cta: {
        label: 'Wszystkie opisy',
        href: '/metamorfozy',
      },
    },
  },
];
