import type { z } from 'zod';
import type { schema } from './schema';

/** Sample props for the gallery (/starter/galeria) and the registry's tests: what the demo clinic publishes. */
export const samples: { name: string; props: z.input<typeof schema> }[] = [
  {
    name: 'Jak w klinice demo',
    props: {
      eyebrow: 'Zespół',
      title: 'Lekarze i higienistka',
      items: [
        {
          name: 'Anna Kowalczyk',
          path: '/zespol/anna-kowalczyk',
          title: 'dr n. med., lekarz dentysta',
          specializations: ['Implantologia', 'Protetyka stomatologiczna', 'Stomatologia ogólna'],
          photo: {
            url: '/demo/team/anna-kowalczyk.webp',
            width: 800,
            height: 1000,
            alt: 'Anna Kowalczyk, dr n. med., lekarz dentysta',
            focalX: 50,
            focalY: 35,
            aiGenerated: false,
          },
        },
        {
          name: 'Piotr Nowicki',
          path: '/zespol/piotr-nowicki',
          title: 'lek. dent.',
          specializations: ['Endodoncja', 'Stomatologia zachowawcza'],
          photo: {
            url: '/demo/team/piotr-nowicki.webp',
            width: 800,
            height: 1000,
            alt: 'Piotr Nowicki, lek. dent.',
            focalX: 50,
            focalY: 35,
            aiGenerated: false,
          },
        },
        {
          name: 'Magdalena Wiśniewska',
          path: '/zespol/magdalena-wisniewska',
          title: 'lek. dent.',
          specializations: ['Ortodoncja', 'Leczenie nakładkowe'],
          photo: {
            url: '/demo/team/magdalena-wisniewska.webp',
            width: 800,
            height: 1000,
            alt: 'Magdalena Wiśniewska, lek. dent.',
            focalX: 50,
            focalY: 35,
            aiGenerated: false,
          },
        },
        {
          name: 'Katarzyna Zielińska',
          path: '/zespol/katarzyna-zielinska',
          title: 'lek.',
          specializations: ['Dermatologia', 'Medycyna estetyczna'],
          photo: {
            url: '/demo/team/katarzyna-zielinska.webp',
            width: 800,
            height: 1000,
            alt: 'Katarzyna Zielińska, lek.',
            focalX: 50,
            focalY: 35,
            aiGenerated: false,
          },
        },
        {
          name: 'Tomasz Lewandowski',
          path: '/zespol/tomasz-lewandowski',
          title: 'lek. dent.',
          specializations: ['Stomatologia dziecięca', 'Stomatologia zachowawcza', 'Leczenie w ramach NFZ'],
          photo: {
            url: '/demo/team/tomasz-lewandowski.webp',
            width: 800,
            height: 1000,
            alt: 'Tomasz Lewandowski, lek. dent.',
            focalX: 50,
            focalY: 35,
            aiGenerated: false,
          },
        },
        {
          name: 'Julia Mazur',
          path: '/zespol/julia-mazur',
          title: 'higienistka stomatologiczna',
          specializations: ['Higienizacja', 'Profilaktyka', 'Wybielanie zębów'],
          photo: {
            url: '/demo/team/julia-mazur.webp',
            width: 800,
            height: 1000,
            alt: 'Julia Mazur, higienistka stomatologiczna',
            focalX: 50,
            focalY: 35,
            aiGenerated: false,
          },
        },
      ],
      cta: {
        label: 'Poznaj zespół',
        href: '/zespol',
      },
    },
  },
];
