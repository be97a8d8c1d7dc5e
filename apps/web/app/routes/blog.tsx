import '../i18n/messages/content.en.ts';
import { BlogPage, sectionPageMeta } from '../features/content/index.ts';
import type { Route } from './+types/blog.ts';

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(matches, 'blog', '/blog');
}

export default function BlogRoute() {
  return <BlogPage />;
}
