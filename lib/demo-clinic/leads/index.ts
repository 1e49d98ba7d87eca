/** The demo clinic's leads: what booking and other areas reuse (find a patient by phone, record consent). */
export { findOrCreateLeadByPhone, findLeadByPhone, createDemoLead, type NewLeadData } from './lookup';
export { recordConsent, type ConsentInput } from './consent';
export { isUsablePhone, isUsableEmail, phoneKey, PHONE_MIN_DIGITS } from './contact';
export { demoPrivacyNotice, DEMO_PRIVACY_VERSION } from './privacy';
export { sendReceptionEmail, emitLeadCreated } from './notify';
export { readTimeRequest } from './time-request';
