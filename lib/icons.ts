/** The line icons the site draws (24×24 paths): their names are part of block props (`highlights.v1`), so they live here, without React. */
export const iconPaths = {
  tooth:
    'M7 3c-2.2 0-4 1.8-4 4.2 0 2 .8 3.3 1.4 5 .5 1.6.6 3.5 1 5.3.3 1.6.9 3.5 2.1 3.5 1.6 0 1.6-4.5 2.6-6 .3-.4.6-.6.9-.6s.6.2.9.6c1 1.5 1 6 2.6 6 1.2 0 1.8-1.9 2.1-3.5.4-1.8.5-3.7 1-5.3.6-1.7 1.4-3 1.4-5C21 4.8 19.2 3 17 3c-1.9 0-3 1-5 1S8.9 3 7 3Z',
  shield: 'M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6L12 3Zm-3 9 2.2 2.2L15.5 10',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2',
  heart: 'M12 20s-7.5-4.4-7.5-10A4.5 4.5 0 0 1 12 7.3 4.5 4.5 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z',
  sparkle: 'M12 3v4m0 10v4M3 12h4m10 0h4M6.3 6.3l2.5 2.5m6.4 6.4 2.5 2.5m0-11.4-2.5 2.5m-6.4 6.4-2.5 2.5',
  calendar: 'M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7Zm0 3h16M8 3v4m8-4v4',
  microscope: 'M9 3h4l-1 6H10L9 3Zm1 6v3a4 4 0 0 0 4 4h1M5 21h14M8 21a6 6 0 0 1 9.5-9.7',
  child: 'M12 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-5 4h10m-5 0v9m-3-4 3-5 3 5',
  card: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 3h18M7 15h4',
  pin: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  phone: 'M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  mail: 'M4 6h16v12H4V6Zm0 0 8 7 8-7',
  arrow: 'M5 12h14m-5-5 5 5-5 5',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  external: 'M14 4h6v6m0-6-9 9M10 6H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 4.5 4.5',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9.5v.5',
} as const;

export type IconName = keyof typeof iconPaths;

export const iconNames = Object.keys(iconPaths) as IconName[];
