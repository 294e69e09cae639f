import { BoardScreen } from '../../features/board/components/board-screen';
import { BoardSettings } from '../../features/settings/components/board-settings';
import { runsStore } from '../../shared/hooks/use-me';
import { useStore } from '../layout/outlet-contexts';

/** The board with the store's settings in its toolbar (owners and managers change them). */
export function BoardRoute() {
  const { businessId, actor } = useStore();
  return (
    <BoardScreen
      key={businessId}
      businessId={businessId}
      settings={<BoardSettings businessId={businessId} canEdit={runsStore(actor)} />}
    />
  );
}
