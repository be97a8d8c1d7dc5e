import type { ProvinceLegalInfo } from '@cld/content/province-legal-info';
import { useEffect, type ReactNode } from 'react';
import { track } from '../../lib/analytics/events.ts';
import { ApiError, useApiQuery } from '../../lib/api/api.ts';
import { ErrorScreen } from '../not-found/index.ts';
import { lawyerQuery } from '../lawyers/index.ts';
import { LawyerProfile } from './lawyer-profile.tsx';
import { LawyerNotFound, LawyerProfileSkeleton } from './profile-states.tsx';

export function ProfilePage({
  id,
  provinceHelp,
  areaSummary,
  help,
}: {
  id: string;
  provinceHelp: ProvinceLegalInfo;
  areaSummary?: string;
  help?: ReactNode;
}) {
  const query = useApiQuery((api) => api.lawyers.getById, lawyerQuery(id));
  const lawyerId = query.data?.body.id;
  useEffect(() => {
    if (lawyerId !== undefined) track({ name: 'lawyer_profile_view', lawyerId });
  }, [lawyerId]);
  if (query.isPending) return <LawyerProfileSkeleton />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return missing ? <LawyerNotFound /> : <ErrorScreen />;
  }
  return (
    <LawyerProfile
      lawyer={query.data.body}
      provinceHelp={provinceHelp}
      areaSummary={areaSummary}
      help={help}
    />
  );
}
