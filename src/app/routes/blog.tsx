import { BlogScreen } from '@features/content/blog-screen';

export default function BlogRoute() {
  return <BlogScreen />;
}
