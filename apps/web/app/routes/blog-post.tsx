import { blogSlugIn } from '@cld/content/blog-slugs';
import type { ContentLocale } from '@cld/content/page-content';
import { data } from 'react-router';
import { redirect } from '../lib/links/index.ts';
import {
  BlogPostNotFound,
  BlogPostPage,
  contentPageMeta,
  articleSchema,
} from '../features/content/index.ts';
import { metaLocale, requestLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';
import type { Route } from './+types/blog-post.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

/**
 * The post in the page's language (decision 028), under that language's slug: the other
 * language's slug redirects to it, and an unknown slug is a real 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const found = await postIn(locale, params.slug);
  if (found.post) return found;
  const slug = blogSlugIn(locale, params.slug);
  if (slug) {
    const url = new URL(request.url);
    throw redirect(request, `${url.pathname.replace(/[^/]+$/, slug)}${url.search}`, 301);
  }
  return data(found, { status: 404 });
}

/**
 * The post and its category's label in `locale`, or no post. `pageContent` is imported when asked
 * for: a first load (hydration) runs neither loader, so its 3 KB stay out of it (issue 22's budget).
 */
async function postIn(locale: ContentLocale, slug: string) {
  const { blogPostFor, pageContent } = await import('@cld/content/page-content');
  const [post, { categoryLabels }] = await Promise.all([
    blogPostFor(locale, slug),
    pageContent('blog', locale),
  ]);
  return post
    ? { post, categoryLabel: categoryLabels[post.category] }
    : { post: null, categoryLabel: '' };
}

// A client navigation loads the one language's posts (a chunk of their own), not the server.
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return postIn(requestLocale(request), params.slug);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = routeT(metaLocale(matches));
  const post = loaderData?.post;
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
          section: loaderData.categoryLabel,
        }),
      ],
    }),
    { name: 'keywords', content: post.tags.join(', ') },
  ];
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const { post, categoryLabel } = loaderData;
  return post ? <BlogPostPage post={post} categoryLabel={categoryLabel} /> : <BlogPostNotFound />;
}
