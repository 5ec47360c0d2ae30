import { PageShell } from '@components/page-shell';
import { paths } from '@config/paths';
import { formatUsDay } from '@shared/site/intl-formats';
import { PAGES } from '@shared/site/pages';
import { RETURN_DAYS, SITE_TITLE } from '@shared/site/site';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface Post {
  id: string;
  date: string;
  tag: string;
  title: string;
  body: ReactNode;
}

const POSTS: readonly Post[] = [
  {
    id: 'real-discount',
    date: '2024-11-04',
    tag: 'Guides',
    title: 'How to tell a real discount from a fake one',
    body: (
      <>
        <p>
          A big red percentage means nothing if the "original" price was never charged. Before you buy,
          compare the deal price with what the product sold for over the last few weeks, not with the list
          price on the box.
        </p>
        <p>
          On {SITE_TITLE} every deal shows the original price it is measured against, and our team checks it
          with the retailer before the deal goes live. If a saving looks too good to be true, it probably is:
          check the seller, the model number and the shipping cost.
        </p>
      </>
    ),
  },
  {
    id: 'holiday-calendar',
    date: '2024-10-15',
    tag: 'Seasonal',
    title: 'The deal calendar: when prices really drop',
    body: (
      <>
        <p>
          Electronics are cheapest in late November and again in January, when retailers clear stock before
          new models arrive. Garden furniture drops at the end of summer, winter coats in February, and travel
          is cheapest booked mid-week for the shoulder seasons.
        </p>
        <p>
          Follow <Link to={paths.dealsToday}>Today's Deals</Link> in the weeks that matter and set alerts for
          the categories you are waiting on.
        </p>
      </>
    ),
  },
  {
    id: 'wishlist-strategy',
    date: '2024-09-20',
    tag: 'Tips',
    title: 'Use your wishlist as a price tracker',
    body: (
      <>
        <p>
          Save anything you are considering to your <Link to={paths.wishlist}>wishlist</Link>. It lives on
          your device, works offline and lets you compare deals side by side before deciding, which cuts down
          on impulse buys.
        </p>
        <p>
          Buying later anyway? Most retailers accept returns within {RETURN_DAYS} days, so check the return
          window before you pay in case the price drops again.
        </p>
      </>
    ),
  },
];

export function BlogScreen() {
  return (
    <PageShell page={PAGES.blog} lead="Guides, seasonal advice and tips from our deal team.">
      <div className="blog-list">
        {POSTS.map((post) => (
          <article key={post.id} className="card blog-post" aria-labelledby={`post-${post.id}`}>
            <p className="blog-post__meta">
              <span className="badge">{post.tag}</span>
              <time dateTime={post.date}>{formatUsDay(post.date)}</time>
            </p>
            <h2 id={`post-${post.id}`} className="blog-post__title">
              {post.title}
            </h2>
            <div className="prose">{post.body}</div>
          </article>
        ))}
      </div>
    </PageShell>
  );
}
