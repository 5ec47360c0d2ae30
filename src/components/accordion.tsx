import { type ReactNode, useId, useState } from 'react';
import { ChevronDownIcon } from './icons';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Heading level wrapping each toggle button, so the outline of the page stays correct. */
  headingLevel?: 2 | 3 | 4;
  /** The item open on first render; none by default. */
  initialOpenId?: string | null;
  className?: string;
}

/**
 * A disclosure list with at most one panel open: opening one closes the others, and choosing the open
 * one closes it. Buttons carry aria-expanded/aria-controls; closed panels are hidden from everyone.
 */
export function Accordion({ items, headingLevel = 3, initialOpenId = null, className }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(initialOpenId);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={['accordion', className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const isOpen = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={`accordion__item${isOpen ? ' accordion__item--open' : ''}`}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__toggle"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenId(isOpen ? null : item.id)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon className="accordion__chevron" />
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} className="accordion__panel" hidden={!isOpen}>
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
