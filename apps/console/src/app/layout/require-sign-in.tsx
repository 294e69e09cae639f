import type { ConsoleMeDto } from '@nearbite/contract/console-staff';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../../shared/hooks/use-me';
import { commonTexts } from '../../shared/i18n/common-texts';
import { useTexts } from '../../shared/i18n/texts';
import { LoadFailed, Loading } from '../../shared/ui/page-state';

/** Renders its content for a signed-in user; anyone else goes to sign-in, and comes back here after. */
export function RequireSignIn({ children }: { children: (me: ConsoleMeDto) => ReactNode }) {
  const me = useMe();
  const location = useLocation();
  const common = useTexts(commonTexts);
  if (me.isPending) return <Loading text={common.loading} />;
  if (me.isError)
    return <LoadFailed text={common.loadFailed} retryLabel={common.retry} onRetry={() => me.refetch()} />;
  if (me.data === null) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/sign-in?next=${next}`} replace />;
  }
  return children(me.data);
}
