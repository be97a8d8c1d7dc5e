import { pageContent } from '@cld/content/page-content';
import { BlogPage, sectionPageMeta } from '../features/content/index.ts';
import type { Route } from './+types/blog.ts';
import { metaLocale, requestLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

/** The posts (without their bodies) in the page's language (decision 028). */
export async function loader({ request }: Route.LoaderArgs) {
  return { content: await pageContent('blog', requestLocale(request)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(matches, routeT(metaLocale(matches)), 'blog', '/blog');
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPage content={loaderData.content} />;
}
