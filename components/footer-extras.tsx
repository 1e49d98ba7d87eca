/** Small footer additions from other areas (e.g. the "report a problem" link); empty until they exist. */
export function FooterExtras() {
  return null;
}
