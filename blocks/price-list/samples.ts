import type { z } from 'zod';
import type { schema } from './schema';

/** Sample props for the gallery (/starter/galeria) and the registry's tests: what the demo clinic publishes. */
export const samples: { name: string; props: z.input<typeof schema> }[] = [
  {
    name: 'Jak w klinice demo',
    props: {
      title: 'Cennik',
      lead: 'Ceny brutto w złotych, obowiązują od 1 stycznia 2026 roku.',
      groups: [
        {
          name: 'Diagnostyka',
          rows: [
            {
              name: 'Zdjęcie RTG punktowe',
              price: '40 zł',
              note: null,
            },
            {
              name: 'Zdjęcie pantomograficzne',
              price: '120 zł',
              note: null,
            },
            {
              name: 'Tomografia CBCT (jeden łuk)',
              price: 'od 350 zł',
              note: null,
            },
          ],
        },
        {
          name: 'Profilaktyka',
          rows: [
            {
              name: 'Przegląd stomatologiczny',
              price: 'od 200 zł',
              note: '30 min',
            },
            {
              name: 'Higienizacja',
              price: 'od 350 zł',
              note: '60 min',
            },
            {
              name: 'Lakowanie bruzd (jeden ząb)',
              price: '150 zł',
              note: null,
            },
            {
              name: 'Fluoryzacja',
              price: '120 zł',
              note: null,
            },
          ],
        },
        {
          name: 'Stomatologia zachowawcza',
          rows: [
            {
              name: 'Leczenie zachowawcze w ramach NFZ',
              price: 'Bezpłatnie w ramach NFZ',
              note: 'zapisy telefoniczne',
            },
            {
              name: 'Wypełnienie kompozytowe',
              price: 'od 350 zł',
              note: 'zależnie od wielkości ubytku',
            },
            {
              name: 'Wizyta w ostrym bólu',
              price: 'od 250 zł',
              note: 'badanie i zabieg doraźny',
            },
          ],
        },
        {
          name: 'Stomatologia dziecięca',
          rows: [
            {
              name: 'Stomatologia dziecięca',
              price: 'od 180 zł',
              note: '30 min',
            },
          ],
        },
        {
          name: 'Endodoncja',
          rows: [
            {
              name: 'Leczenie kanałowe',
              price: 'od 1200 zł',
              note: 'ząb jednokanałowy',
            },
            {
              name: 'Leczenie kanałowe zęba wielokanałowego',
              price: 'od 1800 zł',
              note: null,
            },
            {
              name: 'Powtórne leczenie kanałowe',
              price: 'od 1600 zł',
              note: null,
            },
          ],
        },
        {
          name: 'Protetyka',
          rows: [
            {
              name: 'Korony porcelanowe',
              price: 'od 1800 zł',
              note: '60 min',
            },
            {
              name: 'Korona na implancie',
              price: 'od 2800 zł',
              note: null,
            },
            {
              name: 'Konsultacja protetyczna',
              price: 'od 200 zł',
              note: null,
            },
          ],
        },
        {
          name: 'Chirurgia i implantologia',
          rows: [
            {
              name: 'Implanty zębowe',
              price: 'od 4500 zł',
              note: 'wszczepienie implantu, bez korony',
            },
            {
              name: 'Konsultacja implantologiczna',
              price: '250 zł',
              note: null,
            },
            {
              name: 'Usunięcie zęba',
              price: 'od 300 zł',
              note: null,
            },
          ],
        },
        {
          name: 'Ortodoncja',
          rows: [
            {
              name: 'Ortodoncja nakładkowa',
              price: 'od 8500 zł',
              note: 'całe leczenie prostej wady',
            },
            {
              name: 'Konsultacja ortodontyczna',
              price: '300 zł',
              note: 'ze skanem wewnątrzustnym',
            },
          ],
        },
        {
          name: 'Estetyka uśmiechu',
          rows: [
            {
              name: 'Wybielanie zębów',
              price: 'od 1200 zł',
              note: '90 min',
            },
          ],
        },
        {
          name: 'Medycyna estetyczna',
          rows: [
            {
              name: 'Toksyna botulinowa',
              price: 'od 800 zł',
              note: '30 min',
            },
            {
              name: 'Mezoterapia igłowa',
              price: 'od 600 zł',
              note: '45 min',
            },
          ],
        },
      ],
      note: 'Cennik ma charakter informacyjny i nie stanowi oferty w rozumieniu Kodeksu cywilnego.',
    },
  },
];
