'use client';

// The root boundary shows the same message as a content page's, without the clinic frame (it failed too).
export { default } from './[[...path]]/error';
