import { BlogPage, contentPageMeta } from '../features/content/index.ts';
import { getT } from '../i18n/i18n.ts';
import type { Route } from './+types/blog.ts';

export function meta({ matches }: Route.MetaArgs) {
  const t = getT();
  return contentPageMeta({
    matches,
    title: t('content.blog.metaTitle'),
    description: t('content.blog.metaDescription'),
    crumbs: [{ name: t('content.blog.crumb'), path: '/blog' }],
  });
}

export default function BlogRoute() {
  return <BlogPage />;
}
