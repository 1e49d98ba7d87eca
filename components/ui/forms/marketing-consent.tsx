import { t } from '@/lib/i18n/leads';
import { Checkbox } from './field';
import s from './forms.module.css';

/**
 * The optional marketing box, worded by the clinic (`marketingText` of GET /privacy). Never pre-ticked: consent
 * must be an action of the patient. Renders nothing when the clinic has no marketing text.
 */
export function MarketingConsent({
  text,
  id,
  name = 'marketingConsent',
  defaultChecked = false,
}: {
  text: string | null;
  id: string;
  name?: string;
  defaultChecked?: boolean;
}) {
  if (!text) return null;
  return (
    <div>
      <Checkbox
        id={id}
        name={name}
        value="yes"
        defaultChecked={defaultChecked}
        label={text}
        aria-describedby={`${id}-note`}
      />
      <p id={`${id}-note`} className={s.notice}>
        {t.leads.marketingOptionalNote}
      </p>
    </div>
  );
}
