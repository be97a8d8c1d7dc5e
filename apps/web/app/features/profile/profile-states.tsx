import { Button } from '@cld/ui/button';
import { Card } from '@cld/ui/card';
import { Skeleton, SkeletonLines } from '@cld/ui/skeleton';
import { Link } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { profileMessages } from '../../i18n/namespaces.ts';

export function LawyerNotFound() {
  const t = useT(profileMessages);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t('profile.notFound.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('profile.notFound.body')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('profile.notFound.back')}</Link>
      </Button>
    </section>
  );
}

export function LawyerProfileSkeleton() {
  const t = useT(profileMessages);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8" aria-busy="true">
      <p role="status" className="sr-only">
        {t('profile.loading')}
      </p>
      <Card className="mt-[7.5rem] overflow-hidden">
        <div className="flex flex-col gap-5 p-6 sm:flex-row sm:items-end sm:p-8">
          <Skeleton className="size-24 rounded-full" />
          <SkeletonLines
            className="grid flex-1 gap-3"
            lines={['h-8 w-64 max-w-full', 'h-5 w-48', 'h-4 w-80 max-w-full']}
          />
        </div>
      </Card>
      <div className="mt-8 grid gap-8 md:grid-cols-[1fr_18rem] lg:grid-cols-[1fr_22rem]">
        <div className="grid gap-8">
          {[0, 1, 2].map((block) => (
            <Card key={block} className="grid gap-3 p-6">
              <SkeletonLines lines={['h-6 w-40', 'h-4 w-full', 'h-4 w-11/12', 'h-4 w-2/3']} />
            </Card>
          ))}
        </div>
        <Card className="grid content-start gap-4 p-6">
          <SkeletonLines lines={['h-6 w-48', 'h-4 w-full', 'h-4 w-full', 'h-4 w-3/4']} />
        </Card>
      </div>
    </div>
  );
}
