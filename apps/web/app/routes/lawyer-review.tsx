import { ReviewPage } from '../features/reviews/index.ts';
import { getT } from '../i18n/i18n.ts';
import type { Route } from './+types/lawyer-review.ts';

// A page for one person with one link: never indexed.
export function meta(): Route.MetaDescriptors {
  return [
    { title: getT()('reviews.form.metaTitleGeneric') },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function LawyerReviewRoute({ params }: Route.ComponentProps) {
  const id = Number(params.id);
  return <ReviewPage lawyerId={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}
