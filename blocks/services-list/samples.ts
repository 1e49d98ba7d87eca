import type { z } from 'zod';
import type { schema } from './schema';

/** Sample props for the gallery (/starter/galeria) and the registry's tests: what the demo clinic publishes. */
export const samples: { name: string; props: z.input<typeof schema> }[] = [
  {
    name: 'Jak w klinice demo',
    props: {
      eyebrow: 'Zakres leczenia',
      title: 'Zabiegi',
      lead: 'Wybrane zabiegi wykonywane w przychodni. Pełna lista z opisami i cenami znajduje się na stronie zabiegów.',
      items: [
        {
          name: 'Przegląd stomatologiczny',
          path: '/zabiegi/przeglad-stomatologiczny',
          category: 'Profilaktyka',
          shortDesc:
            'Ocena stanu zębów, dziąseł i błony śluzowej jamy ustnej, a w razie potrzeby plan dalszego leczenia z kosztorysem.',
          priceFromLabel: 'od 200 zł',
          durationLabel: '30 min',
        },
        {
          name: 'Higienizacja',
          path: '/zabiegi/higienizacja',
          category: 'Profilaktyka',
          shortDesc:
            'Usunięcie kamienia i osadu, piaskowanie, polerowanie i fluoryzacja, z instruktażem higieny domowej.',
          priceFromLabel: 'od 350 zł',
          durationLabel: '60 min',
        },
        {
          name: 'Leczenie kanałowe',
          path: '/zabiegi/leczenie-kanalowe',
          category: 'Endodoncja',
          shortDesc:
            'Leczenie miazgi i kanałów korzeniowych z użyciem mikroskopu, gdy stan zapalny nie pozwala na zwykłe wypełnienie.',
          priceFromLabel: 'od 1200 zł',
          durationLabel: '90 min',
        },
        {
          name: 'Implanty zębowe',
          path: '/zabiegi/implanty-zebowe',
          category: 'Chirurgia i implantologia',
          shortDesc:
            'Uzupełnienie brakującego zęba wszczepem i koroną, po ocenie kości na podstawie tomografii komputerowej.',
          priceFromLabel: 'od 4500 zł',
          durationLabel: 'konsultacja 45 min',
        },
        {
          name: 'Ortodoncja nakładkowa',
          path: '/zabiegi/ortodoncja-nakladkowa',
          category: 'Ortodoncja',
          shortDesc:
            'Korekta ustawienia zębów przezroczystymi nakładkami, po konsultacji ortodontycznej i skanie wewnątrzustnym.',
          priceFromLabel: 'od 8500 zł',
          durationLabel: 'konsultacja 45 min',
        },
        {
          name: 'Stomatologia dziecięca',
          path: '/zabiegi/stomatologia-dziecieca',
          category: 'Stomatologia dziecięca',
          shortDesc:
            'Przeglądy, lakowanie, fluoryzacja i leczenie zębów mlecznych i stałych, w tempie dopasowanym do dziecka.',
          priceFromLabel: 'od 180 zł',
          durationLabel: '30 min',
        },
      ],
      cta: {
        label: 'Wszystkie zabiegi',
        href: '/zabiegi',
      },
    },
  },
];
