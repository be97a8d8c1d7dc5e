import type { PolicyDocument } from '@cld/content/policy.types';
import { TextLink } from '@cld/ui/link';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { ContentPage } from '../shared/content-page.tsx';
import { OperatorDetails } from '../shared/operator-details.tsx';
import { useContentDate } from '../shared/format-date.ts';
import { RichTextView } from '../shared/rich-text.tsx';

/**
 * The privacy policy or the terms: numbered sections with a table of contents, and the day the
 * text last changed (never today's date).
 */
export function PolicyPage({
  document,
  path,
  privacyOfficer = true,
}: {
  document: PolicyDocument;
  path: string;
  /** The terms name the operator; the privacy policy also its Privacy Officer. */
  privacyOfficer?: boolean;
}) {
  const t = useT(contentMessages);
  const contentDate = useContentDate();
  return (
    <ContentPage
      title={document.title}
      intro={
        <>
          <p>{t('content.common.lastUpdated', { date: contentDate(document.lastUpdated) })}</p>
          <p className="mt-2 text-base">{t('site.notLegalAdvice')}</p>
        </>
      }
      crumbs={[{ name: document.title, path }]}
    >
      <div className="mb-10 max-w-3xl">
        <OperatorDetails privacyOfficer={privacyOfficer} />
      </div>
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('content.policies.contents')} className="lg:sticky lg:top-24 lg:h-fit">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            {t('content.policies.contents')}
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <TextLink
                  href={`#${section.id}`}
                  variant="muted"
                  className="no-underline hover:underline"
                >
                  {section.title}
                </TextLink>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-bold tracking-tight">
                {section.title}
              </h2>
              <RichTextView content={section.body} headingLevel="h3" className="mt-3" />
            </section>
          ))}
        </div>
      </div>
    </ContentPage>
  );
}
