/** The heading group most blocks open with: eyebrow, title (h2) and lead. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = 'start',
  id,
}: {
  eyebrow?: string | null;
  title?: string | null;
  lead?: string | null;
  align?: 'start' | 'center';
  id?: string;
}) {
  if (!title && !eyebrow && !lead) return null;
  return (
    <div className={`section-heading align-${align}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      {title ? <h2 id={id}>{title}</h2> : null}
      {lead ? <p className="lead">{lead}</p> : null}
    </div>
  );
}
