import { ReviewPage } from '../features/reviews/index.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { reviewsMessages } from '../i18n/namespaces.ts';
import { privatePageMeta } from '../lib/seo/meta.ts';
import type { Route } from './+types/lawyer-review.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(reviewsMessages);

// A page for one person with one link: never indexed.
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(routeT(metaLocale(args.matches))('reviews.form.metaTitleGeneric'), args);
}

export default function LawyerReviewRoute({ params }: Route.ComponentProps) {
  const id = Number(params.id);
  return <ReviewPage lawyerId={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}
