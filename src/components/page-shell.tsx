import type { PageMeta } from '@shared/site/pages';
import type { ReactNode } from 'react';
import { SeoHead, type SeoHeadProps } from './seo-head';

interface PageShellProps {
  page: PageMeta;
  /** Heading shown on the page; defaults to the page title. */
  heading?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  seo?: Partial<SeoHeadProps>;
  className?: string;
}

/** A screen's head tags, its one h1 and its content. */
export function PageShell({ page, heading, lead, children, seo, className }: PageShellProps) {
  return (
    <article className={['page', className].filter(Boolean).join(' ')}>
      <SeoHead
        title={page.title}
        description={page.description}
        path={page.path}
        noindex={page.noindex}
        {...seo}
      />
      <header className="page__header">
        <h1>{heading ?? page.title}</h1>
        {lead ? <p className="page__lead">{lead}</p> : null}
      </header>
      {children}
    </article>
  );
}
