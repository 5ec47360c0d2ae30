import {
  BookIcon,
  HelpIcon,
  LightbulbIcon,
  MailIcon,
  RocketIcon,
  SearchIcon,
  UsersIcon,
} from '@components/icons';
import { PageShell } from '@components/page-shell';
import { paths } from '@config/paths';
import { STILL_NEED_HELP } from '@shared/site/content-constants';
import { PAGES } from '@shared/site/pages';
import { SUPPORT_AVAILABILITY } from '@shared/site/site';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { filterHelpCategories, filterHelpTopics, HELP_TOPICS } from './help-topics';

const CATEGORY_ICONS: Record<string, ReactNode> = {
  'getting-started': <RocketIcon size={24} />,
  contact: <MailIcon size={24} />,
  tutorials: <BookIcon size={24} />,
  tips: <LightbulbIcon size={24} />,
  community: <UsersIcon size={24} />,
};

export function HelpScreen() {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const topics = filterHelpTopics(query);
  const categories = filterHelpCategories(query);
  const searching = query.trim() !== '';
  const nothingFound = searching && topics.length === 0 && categories.length === 0;

  return (
    <PageShell page={PAGES.help} lead="Find answers about deals, your wishlist, the app and orders.">
      {/* A role rather than <search> keeps the landmark in browsers without that element. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above. */}
      <div role="search" className="help-search">
        <label htmlFor={inputId} className="help-search__label">
          Search help topics
        </label>
        <div className="help-search__field">
          <SearchIcon size={20} className="help-search__icon" />
          <input
            id={inputId}
            type="search"
            className="input help-search__input"
            placeholder="Try “returns” or “wishlist”"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={`${inputId}-status`}
          />
        </div>
        <p id={`${inputId}-status`} className="help-search__status" aria-live="polite">
          {searching
            ? `${topics.length + categories.length} ${topics.length + categories.length === 1 ? 'result' : 'results'} for “${query.trim()}”`
            : ''}
        </p>
      </div>

      {searching ? null : (
        <nav className="topic-anchors" aria-label="Popular topics">
          <h2 className="topic-anchors__title">Popular topics</h2>
          <ul>
            {HELP_TOPICS.map((topic) => (
              <li key={topic.id}>
                <a className="chip" href={`#${topic.id}`}>
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {nothingFound ? (
        <div className="notice notice--info" role="status">
          <HelpIcon size={22} />
          <p>
            No help topics match “{query.trim()}”. Try another word, or{' '}
            <Link to={paths.contact}>ask our support team</Link>.
          </p>
        </div>
      ) : null}

      {categories.length > 0 ? (
        <section className="section" aria-labelledby="help-categories">
          <h2 id="help-categories" className="section__title">
            Browse help
          </h2>
          <ul className="grid grid--3">
            {categories.map((category) => (
              <li key={category.id} className="card card--interactive">
                <span className="card__icon">{CATEGORY_ICONS[category.id]}</span>
                <h3 className="card__title">
                  <Link to={category.to}>{category.title}</Link>
                </h3>
                <p>{category.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {topics.length > 0 ? (
        <section className="section" aria-labelledby="help-topics">
          <h2 id="help-topics" className="section__title">
            {searching ? 'Matching topics' : 'Answers to popular topics'}
          </h2>
          <div className="topic-list">
            {topics.map((topic) => (
              <article
                key={topic.id}
                id={topic.id}
                className="card topic"
                aria-labelledby={`${topic.id}-title`}
              >
                <h3 id={`${topic.id}-title`} className="card__title">
                  {topic.title}
                </h3>
                {topic.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                ))}
              </article>
            ))}
          </div>
        </section>
      ) : null}

      <section className="section callout callout--strong" aria-labelledby="help-still">
        <HelpIcon size={32} className="callout__icon" />
        <div>
          <h2 id="help-still" className="callout__title">
            {STILL_NEED_HELP}
          </h2>
          <p>Our support team is available {SUPPORT_AVAILABILITY}, every day of the year.</p>
        </div>
        <Link to={paths.contact} className="btn btn--secondary">
          Contact Support
        </Link>
      </section>
    </PageShell>
  );
}
