import '../../../shared/ui/antd-setup';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import Popup from 'antd-mobile/es/components/popup';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useModalBackground } from '../../../shared/lib/use-modal-background';
import { PopupHead } from '../../../shared/ui/popup-head';
import { type GuideTopic, guideTitleKey } from '../lib/store-sheets';
import { TopicBody } from './guide-topics';

export type { GuideTopic } from '../lib/store-sheets';

export interface StoreGuideSheetProps {
  /** The topic shown; null closes the sheet. */
  topic: GuideTopic | null;
  detail: BusinessDetailDto;
  onClose: () => void;
}

/** A bottom sheet explaining one part of the store page, closed with "Got it", Close, Escape or the mask. */
export default function StoreGuideSheet({ topic, detail, onClose }: StoreGuideSheetProps) {
  const { t } = useTranslation();
  const ids = useId();
  const titleId = `${ids}-title`;
  const sectionRef = useRef<HTMLElement>(null);
  // The last topic stays on screen while the sheet slides away.
  const [shown, setShown] = useState<GuideTopic>(topic ?? 'prep');
  if (topic && topic !== shown) setShown(topic);
  const visible = topic !== null;
  useModalBackground(visible);
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => sectionRef.current?.focus(), 50);
    return () => window.clearTimeout(timer);
  }, [visible]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="bottom"
      bodyClassName="nb-shop-sheet"
    >
      <section
        ref={sectionRef}
        className="nb-shop-guide"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <PopupHead
          titleId={titleId}
          title={t(guideTitleKey(shown))}
          onClose={onClose}
          classPrefix="nb-shop-sheet"
        />
        <TopicBody topic={shown} detail={detail} />
        <button type="button" className="nb-shop-guide-done" onClick={onClose}>
          {t('store.gotIt')}
        </button>
      </section>
    </Popup>
  );
}
