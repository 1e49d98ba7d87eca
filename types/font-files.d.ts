/** A font file imported from code is its built URL (Turbopack's asset import; lib/fonts/files.ts). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
