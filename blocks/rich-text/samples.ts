import type { z } from 'zod';
import type { schema } from './schema';

/** Sample props for the gallery (/starter/galeria) and the registry's tests: what the demo clinic publishes. */
export const samples: { name: string; props: z.input<typeof schema> }[] = [
  {
    name: 'Jak w klinice demo',
    props: {
      html: '<h2>Kim jesteśmy</h2><p>Przychodnia Stomatologiczna Nowy Uśmiech działa przy ul. Limanowskiego w Krakowie. Przychodnię prowadzi spółka Nowy Uśmiech, a zespół tworzy pięcioro lekarzy i higienistka stomatologiczna, wspierani przez asystentki i rejestrację.</p><h2>Jak pracujemy</h2><ul><li>Przed leczeniem wyjaśniamy jego przebieg, możliwe metody i koszty, a przy dłuższym leczeniu przygotowujemy pisemny plan.</li><li>Zgodę na zabieg pacjent wyraża po rozmowie z lekarzem i ma czas na decyzję.</li><li>Gdy leczenie wymaga kilku specjalistów, lekarze ustalają wspólny plan.</li><li>Dokumentację medyczną, w tym zdjęcia RTG, wydajemy na prośbę pacjenta.</li></ul><h2>Dostępność</h2><p>Przychodnia mieści się na parterze i pierwszym piętrze budynku z windą. Przy budynku jest parking dla pacjentów z miejscem dla osób z niepełnosprawnością. Wizyty można umówić telefonicznie, przez internet lub e-mailem: <a href="mailto:rejestracja@nowy-usmiech.example">rejestracja@nowy-usmiech.example</a>.</p>',
    },
  },
];
