import { HONEYPOT_FIELD } from '@/lib/abuse/fields';
import styles from './forms.module.css';

/**
 * The anti-spam field only bots fill in: off screen, out of the tab order and hidden from assistive technology.
 * lib/abuse/server.ts drops any submission where it is filled.
 */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
