/**
 * A consent choice's buttons (the tag consent, components/ui/tag-consent.tsx; the attribution consent,
 * components/ui/attribution-script.tsx): one row, every button of the same look, so refusing is as easy and as
 * visible as accepting. Each choice's inline script finds its button by `data-consent`.
 */
export function ConsentActions({ choices }: { choices: readonly { value: string; label: string }[] }) {
  return (
    <div className="consent-actions">
      {choices.map((c) => (
        <button key={c.value} type="button" className="button button-secondary" data-consent={c.value}>
          {c.label}
        </button>
      ))}
    </div>
  );
}
