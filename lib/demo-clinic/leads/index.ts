/** The demo clinic's leads: what booking and other areas reuse (find a patient by phone, record consent). */
export { findOrCreateLeadByPhone, createDemoLead } from './lookup';
export { recordConsent } from './consent';
export { isUsablePhone, isUsableEmail, phoneKey } from './contact';
export { demoPrivacyNotice, DEMO_PRIVACY_VERSION } from './privacy';
export { sendReceptionEmail } from './notify';
