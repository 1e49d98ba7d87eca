import { t } from '@/lib/i18n/leads';
import s from './forms.module.css';

export const PRIVACY_PATH = '/polityka-prywatnosci';

/**
 * The short information clause every form shows, with a link to the full text. The hidden input sends the
 * clause's `version` (GET /privacy) with the submission: the API records which text the patient saw, and marketing
 * consent counts only with a valid version.
 */
export function PrivacyNotice({
  version,
  controller,
  name = 'privacyNoticeVersion',
  id,
}: {
  version: string | null;
  controller: string;
  name?: string;
  id?: string;
}) {
  return (
    <>
      <p className={s.notice} id={id}>
        {t.leads.privacyShort(controller)} <a href={PRIVACY_PATH}>{t.leads.privacyLink}</a>.
      </p>
      {/* Without GET /privacy (a server before 1.7.0) there is no version to send: the submission goes without one. */}
      {version ? <input type="hidden" name={name} value={version} /> : null}
    </>
  );
}
