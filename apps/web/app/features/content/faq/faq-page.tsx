import { CONTENT_REVIEWED } from '@cld/content/content-types';
import { SITE_SERVICE } from '@cld/content/site-operator';
import { Button } from '@cld/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@cld/ui/card';
import { TextLink } from '@cld/ui/link';
import { MailIcon } from '@cld/ui/icons';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { ContentPage } from '../shared/content-page.tsx';
import { ReviewedNote } from '../shared/reviewed-note.tsx';
import { FaqList } from './faq-list.tsx';

const QUICK_LINKS = [
  { to: '/browse-lawyers', label: 'content.faq.links.browse' },
  { to: '/how-to-choose-lawyer', label: 'content.faq.links.howToChoose' },
  { to: '/legal-resources', label: 'content.faq.links.legalResources' },
  { to: '/provincial-guide', label: 'content.faq.links.provincialGuide' },
] as const;

export function FaqPage() {
  const t = useT(contentMessages);
  return (
    <ContentPage
      title={t('content.faq.title')}
      intro={t('content.faq.intro')}
      crumbs={[{ name: t('content.faq.crumb'), path: '/faq' }]}
    >
      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="faq-questions-title">
          <h2 id="faq-questions-title" className="sr-only">
            {t('content.faq.questionsTitle')}
          </h2>
          <FaqList />
        </section>
        <aside aria-label={t('content.faq.sidebarLabel')} className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>{t('content.faq.quickLinksTitle')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-2 text-sm">
                {QUICK_LINKS.map((link) => (
                  <li key={link.to}>
                    <TextLink asChild>
                      <Link to={link.to}>{t(link.label)}</Link>
                    </TextLink>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>{t('content.faq.supportTitle')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-4 text-sm">
              <p>{t('content.faq.supportBody')}</p>
              <p className="text-muted-foreground">{SITE_SERVICE.responseTime}</p>
              <Button asChild className="w-full">
                <Link to="/contact">
                  <MailIcon />
                  {t('content.faq.supportAction')}
                </Link>
              </Button>
            </CardContent>
          </Card>
        </aside>
      </div>
      <ReviewedNote date={CONTENT_REVIEWED} />
    </ContentPage>
  );
}
