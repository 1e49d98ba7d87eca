import type { z } from 'zod';
import type { schema } from './schema';

/** Sample props for the gallery (/starter/galeria) and the registry's tests: what the demo clinic publishes. */
export const samples: { name: string; props: z.input<typeof schema> }[] = [
  {
    name: 'Jak w klinice demo',
    props: {
      eyebrow: 'Stomatologia i medycyna estetyczna w Podgórzu',
      title: 'Leczenie zębów dorosłych i dzieci w Krakowie',
      lead: 'Profilaktyka, leczenie zachowawcze i kanałowe, protetyka, implanty, ortodoncja oraz zabiegi medycyny estetycznej. Przyjmujemy prywatnie i w ramach umowy z NFZ.',
      image: {
        url: '/demo/hero/home.webp',
        width: 1600,
        height: 1067,
        alt: 'Jasna poczekalnia przychodni z recepcją i roślinami',
        focalX: 50,
        focalY: 45,
        aiGenerated: false,
      },
      ctas: [
        {
          label: 'Umów wizytę',
          href: '/umow-wizyte',
        },
        {
          label: 'Zobacz zabiegi',
          href: '/zabiegi',
        },
      ],
    },
  },
];
