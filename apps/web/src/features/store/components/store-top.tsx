import type { BusinessDetailDto } from '@nearbite/contract/store';
import type { OrderType } from '@nearbite/domain/order-type';
import { usePointsCard } from '../api';
import { hasPointsProgramme, showsRedeemLabel } from '../lib/points';
import type { StoreSheet } from '../lib/store-sheets';
import { InfoStrip } from './info-strip';
import { LocationPrompt } from './location-prompt';
import { PointsCard } from './points-card';
import { StoreHeader } from './store-header';

export interface StoreTopProps {
  store: BusinessDetailDto;
  orderType: OrderType | null;
  tableName: string | null;
  dinerCount: number | null;
  /** Null hides the back button (noBack=true). */
  onBack: (() => void) | null;
  /** Whether the location prompt shows (no chosen location, not dismissed, not dine-in). */
  askLocation: boolean;
  onDismissLocation: () => void;
  onOpenSheet: (sheet: StoreSheet) => void;
  /** Opens the full-screen preview at a banner photo. */
  onPreview: (index: number) => void;
  signedIn: boolean;
  onSignInForPoints: () => void;
}

/** The top of the store page: header, info strip, the location prompt and the points card. */
export function StoreTop(props: StoreTopProps) {
  const { store, orderType, onOpenSheet, signedIn } = props;
  const pointsOn = hasPointsProgramme(store);
  const points = usePointsCard(store.id, pointsOn && signedIn);
  return (
    <>
      <StoreHeader
        detail={store}
        onBack={props.onBack}
        onShowInfo={() => onOpenSheet('info')}
        onPreview={props.onPreview}
        onShowPoints={showsRedeemLabel(store) ? () => onOpenSheet('points') : null}
      />
      <InfoStrip
        detail={store}
        orderType={orderType}
        tableName={props.tableName}
        dinerCount={props.dinerCount}
        onChooseDiners={() => onOpenSheet('diners')}
        onExplain={onOpenSheet}
      />
      {props.askLocation ? <LocationPrompt onDismiss={props.onDismissLocation} /> : null}
      {pointsOn ? (
        <PointsCard
          points={points.data}
          signedIn={signedIn}
          failed={points.isError}
          onSignIn={props.onSignInForPoints}
          onShowGuide={() => onOpenSheet('points')}
        />
      ) : null}
    </>
  );
}
