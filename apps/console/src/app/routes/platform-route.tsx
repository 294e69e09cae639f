import { Navigate, useParams } from 'react-router';
import { PLATFORM_SECTIONS, type PlatformSection } from '../../features/platform/components/platform-nav';
import { PlatformPage } from '../../features/platform/components/platform-page';
import { useSignedIn } from '../layout/outlet-contexts';

const isSection = (value: string | undefined): value is PlatformSection =>
  (PLATFORM_SECTIONS as readonly string[]).includes(value ?? '');

/** /console/platform/{section}: platform admins only; anyone else goes to their stores. */
export function PlatformRoute() {
  const { me } = useSignedIn();
  const { section } = useParams();
  if (!me.isPlatformAdmin) return <Navigate to="/" replace />;
  if (!isSection(section)) return <Navigate to="/platform/stores" replace />;
  return <PlatformPage section={section} me={me} />;
}
