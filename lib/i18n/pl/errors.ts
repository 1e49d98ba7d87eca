/** Strings of the error boundary. Kept apart: it ships to the browser, so it must stay tiny. */
export const errors = {
  errorTitle: 'Strona chwilowo niedostępna',
  errorText: 'Nie udało się wczytać treści. Spróbuj ponownie za chwilę.',
  errorRetry: 'Spróbuj ponownie',
} as const;
