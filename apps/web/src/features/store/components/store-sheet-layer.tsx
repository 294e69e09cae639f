import type { BusinessDetailDto } from '@nearbite/contract/store';
import { lazy, type ReactNode, Suspense } from 'react';
import type { StoreSheets } from '../lib/store-sheets';
import { guideTopicOf } from '../lib/store-sheets';

const StoreInfoPopup = lazy(() => import('./store-info-popup'));
const DinerCountPopup = lazy(() => import('./diner-count-popup'));
const StoreGuideSheet = lazy(() => import('./store-guide-sheet'));

export interface StoreSheetLayerProps {
  sheets: StoreSheets;
  detail: BusinessDetailDto;
  dinerCount: number | null;
  onDinerCount: (count: number) => void;
  /** Closes the open sheet (the guide's close remembers the Safari guide was seen). */
  onClose: () => void;
  /** The sign-in dialog, drawn by the app once mounted (auth is another feature). */
  login: ReactNode;
}

/** The store page's sheets, each loaded the first time it opens and kept mounted after. */
export function StoreSheetLayer({
  sheets,
  detail,
  dinerCount,
  onDinerCount,
  onClose,
  login,
}: StoreSheetLayerProps) {
  const { open, mounted } = sheets;
  return (
    <Suspense fallback={null}>
      {mounted.has('info') ? (
        <StoreInfoPopup visible={open === 'info'} detail={detail} onClose={onClose} />
      ) : null}
      {mounted.has('diners') ? (
        <DinerCountPopup
          visible={open === 'diners'}
          value={dinerCount}
          onClose={onClose}
          onChange={(count) => {
            onDinerCount(count);
            onClose();
          }}
        />
      ) : null}
      {mounted.has('login') ? login : null}
      {mounted.has('guide') ? (
        <StoreGuideSheet topic={guideTopicOf(sheets)} detail={detail} onClose={onClose} />
      ) : null}
    </Suspense>
  );
}
