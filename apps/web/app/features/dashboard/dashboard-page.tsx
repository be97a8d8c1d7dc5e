import type { CurrentUser } from '@cld/contract/auth';
import { Button } from '@cld/ui/button';
import { Skeleton } from '@cld/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cld/ui/tabs';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import {
  accountsMessages,
  bookingsMessages,
  inquiriesMessages,
  reviewsMessages,
} from '../../i18n/namespaces.ts';
// The requests tab's namespace loads with the page, so switching tab never waits.
// i18n-namespaces: inquiriesMessages
import { useCurrentUser, useSignOut } from '../auth/index.ts';
import { AccountSettings } from './account-settings.tsx';
import { ContactRequests } from './contact-requests.tsx';
import { PhotoSection } from './photo-section.tsx';
import { ProfileForm } from './profile-form.tsx';
import { Activity } from './activity.tsx';
import { MyReviewsPanel } from '../reviews/index.ts';
import { AvailabilitySection, BookingsSection } from '../bookings/index.ts';
import { myProfileQueryOptions } from './queries.ts';

function Notice({ children }: { children: string }) {
  return (
    <p role="status" className="rounded-md border border-border bg-muted p-4 text-sm">
      {children}
    </p>
  );
}

function Dashboard({ user }: { user: CurrentUser }) {
  const t = useT(accountsMessages, bookingsMessages, inquiriesMessages, reviewsMessages);
  const signOut = useSignOut();
  const isLawyer = user.role === 'lawyer';
  const profile = useQuery({ ...myProfileQueryOptions(), enabled: isLawyer });

  const lawyerOnly = (content: ReactNode) => {
    if (!isLawyer) {
      const notice = user.role === 'admin' ? 'adminAccount' : 'notLawyer';
      return <Notice>{t(`accounts.dashboard.${notice}`)}</Notice>;
    }
    if (profile.isPending) return <Skeleton className="h-96 w-full" />;
    if (profile.isError) return <Notice>{t('accounts.dashboard.loadFailed')}</Notice>;
    return content;
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t('accounts.dashboard.title')}</h1>
          <p className="text-muted-foreground">
            {t('accounts.dashboard.welcome', {
              firstName: user.firstName,
              lastName: user.lastName,
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/">{t('accounts.dashboard.viewDirectory')}</Link>
          </Button>
          <Button variant="ghost" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            {t('accounts.dashboard.logout')}
          </Button>
        </div>
      </header>
      {isLawyer && profile.data && <Activity />}
      <Tabs defaultValue="profile">
        <TabsList aria-label={t('accounts.dashboard.tabsLabel')}>
          <TabsTrigger value="profile">{t('accounts.dashboard.profileTab')}</TabsTrigger>
          <TabsTrigger value="requests">{t('accounts.dashboard.requestsTab')}</TabsTrigger>
          {isLawyer && profile.data && (
            <TabsTrigger value="bookings">{t('bookings.list.tab')}</TabsTrigger>
          )}
          {isLawyer && profile.data && (
            <TabsTrigger value="reviews">{t('reviews.mine.tab')}</TabsTrigger>
          )}
          <TabsTrigger value="settings">{t('accounts.dashboard.settingsTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          {lawyerOnly(
            profile.data !== undefined && (
              // The photo is its own form, above the profile's once there is a profile to show it.
              <div className="grid gap-6">
                {profile.data && <PhotoSection profile={profile.data} />}
                <ProfileForm profile={profile.data} user={user} />
                {!profile.data && <PhotoSection profile={null} />}
              </div>
            ),
          )}
        </TabsContent>
        <TabsContent value="requests">
          {lawyerOnly(<ContactRequests hasProfile={Boolean(profile.data)} />)}
        </TabsContent>
        {isLawyer && profile.data && (
          // Consultation booking (issue 21): the hours visitors book in, and the bookings made.
          <TabsContent value="bookings">
            <div className="grid gap-10">
              <AvailabilitySection />
              <BookingsSection />
            </div>
          </TabsContent>
        )}
        {isLawyer && profile.data && (
          <TabsContent value="reviews">
            <MyReviewsPanel />
          </TabsContent>
        )}
        <TabsContent value="settings">
          <AccountSettings user={user} profile={profile.data} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** The signed-in account's dashboard; the route has already sent visitors to /lawyer-auth. */
export function DashboardPage() {
  const user = useCurrentUser();
  // Signing out here empties the user just before the page moves home.
  if (!user) return null;
  return <Dashboard user={user} />;
}
