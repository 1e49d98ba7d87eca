/**
 * The way out of a dead end (no free slot, a phone-only treatment): the booking page again with the treatment and
 * specialist as deep-link parameters, at its enquiry section, which reads them and opens with both chosen (its
 * preferred time windows are part of the form). A page load rather than state: it works the same without the wizard.
 */
export function enquiryHref(enquiryId: string, serviceId: string | null, resourceId: string | null): string {
  const q = new URLSearchParams();
  if (serviceId) q.set('service', serviceId);
  if (resourceId && resourceId !== 'any') q.set('resource', resourceId);
  const query = q.toString();
  return `/umow-wizyte${query ? `?${query}` : ''}#${enquiryId}`;
}
