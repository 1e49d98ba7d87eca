import type { z } from 'zod';
import type { schema } from './schema';

/** Sample props for the gallery (/starter/galeria) and the registry's tests: what the demo clinic publishes. */
export const samples: { name: string; props: z.input<typeof schema> }[] = [
  {
    name: 'Jak w klinice demo',
    props: {
      title: 'Opinie pacjentów',
      items: [
        {
          quote: 'Lekarz wyjaśnił mi plan leczenia i koszty przed rozpoczęciem, dostałam też wszystko na piśmie.',
          author: 'Pani Ewa',
          context: 'leczenie protetyczne',
          source: 'Ankieta po wizycie',
        },
        {
          quote:
            'Syn był na dwóch krótkich wizytach adaptacyjnych, zanim zaczęło się leczenie. Mogłem być przy nim przez cały czas.',
          author: 'Pan Marcin',
          context: 'stomatologia dziecięca',
          source: 'Google',
        },
        {
          quote: 'Wizyty odbywają się punktualnie, a rejestracja przypomina o terminie SMS-em dzień wcześniej.',
          author: 'Pani Helena',
          context: 'leczenie w ramach NFZ',
          source: 'ZnanyLekarz',
        },
      ],
      note: 'Opinie zbieramy w anonimowej ankiecie wysyłanej po wizycie oraz w serwisach zewnętrznych. Publikujemy je za zgodą autorów, bez redakcji treści poza skróceniem; nie publikujemy informacji o stanie zdrowia. Opinie nie są wynagradzane.',
    },
  },
];
