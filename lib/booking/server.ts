import 'server-only';
import { config } from '../config/server';

/**
 * Whether a booking service is registered through central e-registration (CENTRAL_REGISTRATION_SERVICES, until the
 * API says so itself): the patient books it in the IKP or by phone, never through the site's wizard.
 */
export function isCentrallyRegistered(bookingServiceId: string | null | undefined): boolean {
  return Boolean(bookingServiceId) && config().centralRegistrationServices.includes(bookingServiceId!);
}
