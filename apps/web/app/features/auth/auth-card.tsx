import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cld/ui/card';
import type { ReactNode } from 'react';
import { Link } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';

/** The frame of the sign-in screens: a title, the forms, and the way back home. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const t = useT(accountsMessages);
  return (
    <div className="mx-auto grid w-full max-w-lg gap-6 px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="px-4 text-center sm:px-6">
          <CardTitle asChild className="text-2xl">
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription>{subtitle}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 px-4 sm:px-6">{children}</CardContent>
      </Card>
      <Link
        to="/"
        className="justify-self-center rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:focus-ring"
      >
        {t('accounts.forms.backToHome')}
      </Link>
    </div>
  );
}
