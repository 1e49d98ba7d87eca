import type { z } from 'zod';
import type { schema } from './schema';

/** Sample props for the gallery (/starter/galeria) and the registry's tests: what the demo clinic publishes. */
export const samples: { name: string; props: z.input<typeof schema> }[] = [
  {
    name: 'Jak w klinice demo',
    props: {
      title: 'Poradnik pacjenta',
      items: [
        {
          title: 'Higienizacja krok po kroku',
          path: '/blog/higienizacja-krok-po-kroku',
          excerpt:
            'Skaling, piaskowanie, polerowanie i fluoryzacja: jak przebiega higienizacja, ile trwa i jak zadbać o zęby po zabiegu.',
          cover: {
            url: '/demo/posts/higienizacja-krok-po-kroku.jpg',
            width: 1200,
            height: 630,
            alt: 'Narzędzia do higienizacji ułożone na tacy w gabinecie',
            focalX: 50,
            focalY: 50,
            aiGenerated: false,
          },
          publishedAt: '2026-09-08T09:00:00+02:00',
        },
        {
          title: 'Pierwsza wizyta dziecka u dentysty',
          path: '/blog/pierwsza-wizyta-dziecka',
          excerpt:
            'Kiedy przyjść z dzieckiem pierwszy raz, jak je przygotować i czego się spodziewać. Praktyczne wskazówki dla rodziców.',
          cover: {
            url: '/demo/posts/pierwsza-wizyta-dziecka.jpg',
            width: 1200,
            height: 630,
            alt: 'Dziecięca szczoteczka do zębów i pluszowa zabawka na półce w gabinecie',
            focalX: 50,
            focalY: 50,
            aiGenerated: false,
          },
          publishedAt: '2026-05-20T09:00:00+02:00',
        },
        {
          title: 'Nadwrażliwość zębów: skąd się bierze i co pomaga',
          path: '/blog/nadwrazliwosc-zebow',
          excerpt:
            'Krótki, ostry ból przy zimnym napoju to częsty objaw nadwrażliwości zębiny. Opisujemy jej przyczyny i sposoby łagodzenia objawów.',
          cover: {
            url: '/demo/posts/nadwrazliwosc-zebow.jpg',
            width: 1200,
            height: 630,
            alt: 'Szklanka wody z kostkami lodu na jasnym tle',
            focalX: 50,
            focalY: 50,
            aiGenerated: false,
          },
          publishedAt: '2026-03-05T09:00:00+01:00',
        },
      ],
      cta: {
        label: 'Wszystkie artykuły',
        href: '/blog',
      },
    },
  },
];
