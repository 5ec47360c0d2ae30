import { PageShell } from '@components/page-shell';
import { paths } from '@config/paths';
import type { PageMeta } from '@shared/site/pages';
import { Link } from 'react-router-dom';
import type { GuideSection } from './help-guides';

interface GuideScreenProps {
  page: PageMeta;
  lead: string;
  sections: readonly GuideSection[];
}

/** A help guide: titled sections, then the way back to the Help Center. */
export function GuideScreen({ page, lead, sections }: GuideScreenProps) {
  return (
    <PageShell page={page} className="page--narrow" lead={lead}>
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to={paths.help}>Help Center</Link>
          </li>
          <li aria-current="page">{page.title}</li>
        </ol>
      </nav>
      <div className="guide">
        {sections.map((section) => (
          <section key={section.id} id={section.id} className="card guide__section">
            <h2 className="card__title">{section.title}</h2>
            <div className="prose">{section.body}</div>
          </section>
        ))}
      </div>
      <p className="guide__more">
        More questions? Visit the <Link to={paths.faq}>FAQ</Link> or{' '}
        <Link to={paths.contact}>contact support</Link>.
      </p>
    </PageShell>
  );
}
