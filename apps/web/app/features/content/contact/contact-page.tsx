import { Suspense } from 'react';
import { SiteAdSlot } from '../../ads/index.ts';
import type { ContentPages } from '@cld/content/page-content';
import { SectionCard } from '@cld/ui/section-card';
import { TextLink } from '@cld/ui/link';
import { ClockIcon, MailIcon, PhoneIcon } from '@cld/ui/icons';
import { Link } from '../../../lib/links/index.ts';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages, inquiriesMessages } from '../../../i18n/namespaces.ts';
import { useSiteOperator } from '../../../lib/site-operator.ts';
import { lazyAfterFirstUse } from '../../../lib/deferred.ts';
import { loadSiteContactForm } from '../../inquiries/index.ts';
import { phoneHref } from '../../lawyers/index.ts';
import { ContentSection, SectionPage } from '../shared/content-page.tsx';
import { OperatorDetails } from '../shared/operator-details.tsx';
import { RichTextView } from '../shared/rich-text.tsx';

/**
 * The message form posts to the route's action without JavaScript, so its script (the API client
 * and the form's schemas, about 65 KB in brotli) is not part of the page's first load: the server
 * writes the form and it hydrates after the page's first use (lib/deferred.ts, decision 043).
 */
const SiteContactForm = lazyAfterFirstUse(loadSiteContactForm);

/** How to reach the operator: the channels, the message form and three common questions. */
export function ContactPage({ content }: { content: ContentPages['contact'] }) {
  const t = useT(contentMessages, inquiriesMessages);
  const operator = useSiteOperator();
  const { questions } = content;
  const channels = [
    {
      icon: MailIcon,
      label: t('content.common.email'),
      value: operator.email,
      href: `mailto:${operator.email}`,
    },
    {
      icon: PhoneIcon,
      label: t('content.common.phoneLabel'),
      value: operator.phone,
      href: phoneHref(operator.phone),
    },
  ];
  return (
    <SectionPage section="contact" path="/contact">
      <SiteAdSlot slotId="CONTACT_TOP" size="leaderboard" responsive />
      <div className="mt-12 grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <div className="space-y-6">
          <SectionCard title={t('content.contact.detailsTitle')}>
            <dl className="space-y-4">
              {channels.map(({ icon: Icon, label, value, href }) => (
                <div key={label}>
                  <dt className="flex items-center gap-2 text-sm font-semibold">
                    <Icon aria-hidden="true" className="size-4 text-primary" />
                    {label}
                  </dt>
                  <dd className="mt-1">
                    <TextLink href={href}>{value}</TextLink>
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-6 text-sm text-muted-foreground">{content.responseTime}</p>
          </SectionCard>
          <SectionCard
            title={
              <>
                <ClockIcon aria-hidden="true" className="size-5 text-primary" />
                {t('content.common.businessHours')}
              </>
            }
            titleClassName="flex items-center gap-2"
          >
            <p>{content.businessHours}</p>
          </SectionCard>
          <OperatorDetails />
        </div>
        <div className="space-y-10">
          <ContentSection
            id="contact-form"
            title={t('inquiries.siteContact.title')}
            intro={t('inquiries.siteContact.description')}
          >
            <Suspense fallback={null}>
              <SiteContactForm contactEmail={operator.email} />
            </Suspense>
          </ContentSection>
          <ContentSection id="contact-faq" title={t('content.contact.faqTitle')}>
            <dl className="space-y-6">
              {questions.map((entry) => (
                <div key={entry.id} className="rounded-lg border border-border bg-card p-5">
                  <dt className="font-semibold">{entry.question}</dt>
                  <dd className="mt-2 text-sm">
                    <RichTextView content={entry.answer} headingLevel="h3" />
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-6 text-sm">
              <TextLink asChild>
                <Link to="/faq">{t('content.contact.moreQuestions')}</Link>
              </TextLink>
            </p>
          </ContentSection>
        </div>
      </div>
      <SiteAdSlot slotId="CONTACT_FOOTER" size="leaderboard" responsive className="mt-12" />
    </SectionPage>
  );
}
