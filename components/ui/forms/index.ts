/** The site's accessible form pieces (enquiry and booking forms share them). */
export { Field, Input, Textarea, Select, Checkbox, FieldRow } from './field';
export { ErrorSummary, type SummaryError } from './error-summary';
export { PrivacyNotice, PRIVACY_PATH } from './privacy-notice';
export { MarketingConsent } from './marketing-consent';
export { Honeypot } from './honeypot';
export { default as formStyles } from './forms.module.css';
