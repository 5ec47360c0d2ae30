import { type ReactNode, useId } from 'react';
import { ChevronDownIcon } from './icons';
import './accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /**
   * Groups the items: the browser keeps at most one open among the `<details>` of one name on the page.
   * Unique on the page.
   */
  name: string;
  /** Level of the heading that carries each question, so the outline of the page stays correct. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A disclosure list with at most one panel open: opening one closes the others, and choosing the open one
 * closes it. It is the browser's exclusive accordion (`<details name>`), so it works without script, and the
 * app leaves the toggling to the browser: React never sets `open`. The summary is a button (the browser
 * tells assistive technology whether it is expanded); each open answer is a region named by its question.
 */
export function Accordion({ items, name, headingLevel = 3, className }: AccordionProps) {
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={['accordion', className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const headingId = `${baseId}-${item.id}-heading`;
        return (
          // A shopper may open an answer before the app takes the page over: `open` is then the browser's.
          <details key={item.id} name={name} className="accordion__item" suppressHydrationWarning>
            {/* biome-ignore lint/a11y/useSemanticElements: a summary is what toggles without script; the role names it a button for tools that find controls by role (browsers already do). */}
            <summary className="accordion__toggle" role="button">
              <Heading id={headingId} className="accordion__heading">
                {item.title}
              </Heading>
              <ChevronDownIcon className="accordion__chevron" />
            </summary>
            <section aria-labelledby={headingId} className="accordion__panel">
              {item.content}
            </section>
          </details>
        );
      })}
    </div>
  );
}
