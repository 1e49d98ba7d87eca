/**
 * The label while no time is known (server render, no JavaScript, a failed read, nothing free, the static export):
 * the same first line as a filled label and one link where its times go, so both take one box.
 */
export function NextFreeCheck({ label, check, href }: { label: string; check: string; href: string }) {
  return (
    <>
      <p className="next-free-label">{label}</p>
      <p className="next-free-row">
        <a className="next-free-check" href={href}>
          {check}
        </a>
      </p>
    </>
  );
}
