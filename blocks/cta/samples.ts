import type { z } from 'zod';
import type { schema } from './schema';

/** Sample props for the gallery (/starter/galeria) and the registry's tests: what the demo clinic publishes. */
export const samples: { name: string; props: z.input<typeof schema> }[] = [
  {
    name: 'Jak w klinice demo',
    props: {
      title: 'Umów wizytę',
      text: 'Wizytę prywatną można zarezerwować przez internet. Wizyty w ramach NFZ umawiamy telefonicznie.',
      primary: {
        label: 'Umów wizytę',
        href: '/umow-wizyte',
      },
      secondary: {
        label: 'Zadzwoń: +48 12 345 67 89',
        href: 'tel:+48123456789',
      },
      tone: 'primary',
    },
  },
];
