/** The site search: the header's box and the results page. */
export const search = {
  title: 'Szukaj',
  label: 'Szukaj na stronie',
  placeholder: 'np. ból zęba, implanty, ortodonta',
  submit: 'Szukaj',
  intro: 'Zabiegi, specjaliści, artykuły i metamorfozy. Możesz pisać bez polskich znaków.',
  resultsFor: (q: string, n: number) =>
    `${n} ${n === 1 ? 'wynik' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 'wyniki' : 'wyników'} dla „${q}”`,
  none: (q: string) => `Nic nie znaleźliśmy dla „${q}”.`,
  noneHint: 'Spróbuj innego słowa albo zadzwoń: recepcja pomoże znaleźć zabieg lub specjalistę.',
  tooLong: (max: number) => `Wpisz krócej, najwyżej ${max} znaków.`,
  loading: 'Wczytywanie wyszukiwarki…',
  unavailable: 'Wyszukiwarka jest teraz niedostępna. Spróbuj za chwilę albo skorzystaj z menu.',
  book: 'Umów wizytę',
  call: 'Zadzwoń:',
  kinds: {
    service: 'Zabieg',
    doctor: 'Specjalista',
    post: 'Artykuł',
    'case-study': 'Metamorfoza',
    page: 'Strona',
  },
} as const;
