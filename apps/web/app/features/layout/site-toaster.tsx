import { useToast } from '@cld/ui/toast-store';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';

// Radix Toast loads with the first toast, not with every page; once loaded it stays mounted.
const Toaster = lazy(() => import('@cld/ui/toast').then((module) => ({ default: module.Toaster })));

export function SiteToaster() {
  const t = useT();
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        closeLabel={t('accounts.toaster.close')}
        regionLabel={t('accounts.toaster.region')}
        announceLabel={t('accounts.toaster.announce')}
      />
    </Suspense>
  );
}
