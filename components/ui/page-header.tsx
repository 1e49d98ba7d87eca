import type { Crumb } from '@/lib/clinic-api/schemas';
import { Breadcrumbs } from './breadcrumbs';

/** The top of an entity or index page: breadcrumbs, eyebrow, the page's h1 and lead. */
export function PageHeader({
  breadcrumbs,
  eyebrow,
  title,
  lead,
  children,
}: {
  breadcrumbs: Crumb[];
  eyebrow?: string | null;
  title: React.ReactNode;
  lead?: string | null;
  children?: React.ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="container">
        <Breadcrumbs items={breadcrumbs} />
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
