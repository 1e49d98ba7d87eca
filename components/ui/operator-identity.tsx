import type { Site } from '@/lib/clinic-api/schemas';
import { operatorFacts, operatorNote } from '@/lib/legal/operator';

/** The operator's identity as a list of labelled facts (the regulamin); only facts that are set. */
export function OperatorIdentity({ site }: { site: Site }) {
  const note = operatorNote(site);
  return (
    <>
      <dl className="operator-facts">
        {operatorFacts(site).map((f) => (
          <div key={f.key}>
            <dt>{f.label}</dt>
            <dd>{f.href ? <a href={f.href}>{f.value}</a> : f.value}</dd>
          </div>
        ))}
      </dl>
      {note ? <p>{note}</p> : null}
    </>
  );
}

/** The same facts on one line for the footer, after the copyright that names the operator. */
export function OperatorLine({ site }: { site: Site }) {
  const facts = operatorFacts(site).filter((f) => f.key !== 'name');
  const note = operatorNote(site);
  return (
    <>
      {facts.length > 0 ? (
        <p className="operator-line">
          {facts.map((f, i) => (
            <span key={f.key}>
              {i > 0 ? ' · ' : ''}
              {f.label}: {f.href ? <a href={f.href}>{f.value}</a> : f.value}
            </span>
          ))}
        </p>
      ) : null}
      {note ? <p className="muted">{note}</p> : null}
    </>
  );
}
