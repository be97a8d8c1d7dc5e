import type { CurrentUser } from '@cld/contract/auth';
import { Button } from '@cld/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cld/ui/tabs';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages, clientSpaceMessages, inquiriesMessages } from '../../i18n/namespaces.ts';
// The tabs' namespaces load with the page, so switching tab never waits.
// i18n-namespaces: accountsMessages, inquiriesMessages
import { Link } from '../../lib/links/index.ts';
import { useCurrentUser, useSignOut } from '../auth/index.ts';
import { AccountSettings } from '../dashboard/index.ts';
import { MyBookings } from './my-bookings.tsx';
import { SavedLawyers } from './saved-lawyers.tsx';
import { SentRequests } from './sent-requests.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

const TABS = ['requests', 'bookings', 'saved', 'settings'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

function ClientSpace({ user }: { user: CurrentUser }) {
  const t = useT(accountsMessages, clientSpaceMessages, inquiriesMessages);
  const signOut = useSignOut();
  // `?tab=settings` opens a tab from a link (the e-mail verification page's, for one).
  const [params] = useSearchParams();
  const asked = params.get('tab');
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t('clientSpace.title')}</h1>
          <p className="text-muted-foreground">
            {t('clientSpace.welcome', { firstName: user.firstName })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {user.role !== 'client' && (
            <Button asChild variant="outline">
              <Link to="/lawyer-dashboard">{t('clientSpace.dashboardLink')}</Link>
            </Button>
          )}
          <Button variant="ghost" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            {t('accounts.dashboard.logout')}
          </Button>
        </div>
      </header>
      <VerifyEmailBanner user={user} />
      <Tabs defaultValue={isTab(asked) ? asked : 'requests'}>
        <TabsList aria-label={t('clientSpace.tabsLabel')}>
          <TabsTrigger value="requests">{t('clientSpace.requestsTab')}</TabsTrigger>
          <TabsTrigger value="bookings">{t('clientSpace.bookingsTab')}</TabsTrigger>
          <TabsTrigger value="saved">{t('clientSpace.savedTab')}</TabsTrigger>
          <TabsTrigger value="settings">{t('clientSpace.settingsTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="requests">
          <SentRequests />
        </TabsContent>
        <TabsContent value="bookings">
          <MyBookings />
        </TabsContent>
        <TabsContent value="saved">
          <SavedLawyers />
        </TabsContent>
        <TabsContent value="settings">
          {/* E-mail, its verification and password, e-mails' language, the account's data. */}
          <AccountSettings user={user} profile={null} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** The signed-in person's own space; the route has already sent visitors to sign in. */
export function ClientSpacePage() {
  const user = useCurrentUser();
  // Signing out here empties the user just before the page moves home.
  if (!user) return null;
  return <ClientSpace user={user} />;
}
