import type { z } from 'zod';
import type { schema } from './schema';

/** Sample props for the gallery (/starter/galeria) and the registry's tests: what the demo clinic publishes. */
export const samples: { name: string; props: z.input<typeof schema> }[] = [
  {
    name: 'Jak w klinice demo',
    props: {
      eyebrow: 'Przychodnia',
      title: 'Gabinety i sterylizacja',
      html: '<p>Przychodnia ma cztery gabinety stomatologiczne, gabinet higienizacji i gabinet medycyny estetycznej. Narzędzia sterylizujemy w autoklawie, a każdy cykl sterylizacji jest dokumentowany.</p><p>Na miejscu wykonujemy zdjęcia RTG punktowe, pantomograficzne i tomografię komputerową wiązki stożkowej.</p>',
      image: {
        url: '/demo/about/interior.webp',
        width: 1200,
        height: 900,
        alt: 'Gabinet zabiegowy z fotelem stomatologicznym i dziennym światłem',
        focalX: 50,
        focalY: 50,
        aiGenerated: false,
      },
      imageSide: 'left',
      cta: {
        label: 'O przychodni',
        href: '/o-nas',
      },
    },
  },
];
