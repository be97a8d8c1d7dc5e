import { Card, CardContent, CardHeader, CardTitle } from '@cld/ui/card';
import { TextLink } from '@cld/ui/link';
import { Link } from '../../lib/links/index.ts';
import { CheckIcon } from '@cld/ui/icons';
import { LandmarkIcon, MapPinIcon } from '@cld/ui/icons';
import { useT } from '../../i18n/i18n.ts';

const CHOOSING_ITEMS = [
  'browse.choosing.items.one',
  'browse.choosing.items.two',
  'browse.choosing.items.three',
  'browse.choosing.items.four',
] as const;

/** Below the results: which law applies (provincial or federal) and how to choose (spec §2). */
export function BrowseGuidance() {
  const t = useT();
  return (
    <div className="mt-16 grid gap-8">
      <section aria-labelledby="browse-system">
        <h2 id="browse-system" className="text-2xl font-semibold tracking-tight">
          {t('browse.system.title')}
        </h2>
        <div className="mt-6 grid gap-5 md:grid-cols-2">
          <Card>
            <CardHeader>
              <MapPinIcon className="size-6 text-primary" />
              <CardTitle>{t('browse.system.provincialTitle')}</CardTitle>
            </CardHeader>
            <CardContent className="text-muted-foreground">
              {t('browse.system.provincialBody')}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <LandmarkIcon className="size-6 text-primary" />
              <CardTitle>{t('browse.system.federalTitle')}</CardTitle>
            </CardHeader>
            <CardContent className="text-muted-foreground">
              {t('browse.system.federalBody')}
            </CardContent>
          </Card>
        </div>
      </section>

      <section
        aria-labelledby="browse-choosing"
        className="rounded-xl bg-primary-subtle p-6 sm:p-8"
      >
        <h2
          id="browse-choosing"
          className="text-2xl font-semibold tracking-tight text-primary-subtle-foreground"
        >
          {t('browse.choosing.title')}
        </h2>
        <ul className="mt-5 grid gap-3 md:grid-cols-2">
          {CHOOSING_ITEMS.map((item) => (
            <li key={item} className="flex gap-3">
              <CheckIcon className="mt-1 size-5 text-primary" />
              <span>{t(item)}</span>
            </li>
          ))}
        </ul>
        <TextLink asChild className="mt-6 inline-block">
          <Link to="/how-to-choose-lawyer">{t('browse.choosing.link')}</Link>
        </TextLink>
      </section>
    </div>
  );
}
