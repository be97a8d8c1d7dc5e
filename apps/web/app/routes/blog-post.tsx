import { findBlogArticle } from '@cld/content/blog';
import { data } from 'react-router';
import {
  BlogPostNotFound,
  BlogPostPage,
  contentPageMeta,
  articleSchema,
} from '../features/content/index.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';
import type { Route } from './+types/blog-post.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

// Only the slug travels: the article is in the bundle already. An unknown slug is a real 404.
export function loader({ params }: Route.LoaderArgs) {
  if (!findBlogArticle(params.slug)) return data({ slug: params.slug }, { status: 404 });
  return { slug: params.slug };
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { slug: params.slug };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = routeT(metaLocale(matches));
  const post = loaderData ? findBlogArticle(loaderData.slug) : undefined;
  if (!post)
    return [
      { title: t('content.blog.notFound.metaTitle') },
      { name: 'robots', content: 'noindex' },
    ];
  const path = `/blog/${post.slug}`;
  return [
    ...contentPageMeta({
      t,
      matches,
      title: t('content.blog.postMetaTitle', { title: post.title }),
      description: post.excerpt,
      crumbs: [
        { name: t('content.blog.crumb'), path: '/blog' },
        { name: post.title, path },
      ],
      structuredData: (origin) => [
        articleSchema({
          url: `${origin}${path}`,
          headline: post.title,
          description: post.excerpt,
          datePublished: post.date,
          author: post.author,
          publisher: t('site.name'),
          keywords: post.tags,
          section: post.category,
        }),
      ],
    }),
    { name: 'keywords', content: post.tags.join(', ') },
  ];
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const post = findBlogArticle(loaderData.slug);
  return post ? <BlogPostPage post={post} /> : <BlogPostNotFound />;
}
