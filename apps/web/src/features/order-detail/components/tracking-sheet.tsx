import { useTranslation } from '../../../shared/i18n/use-translation';
import { Sheet } from '../../../shared/ui/sheet';
import { StoreTime } from '../../../shared/ui/store-time';
import type { TrackingEntry } from '../lib/tracking';
import './order-detail.css';

/** A line the caller adds after the order's own stages (the refund screen's refund times). */
export interface ExtraTrackingItem {
  label: string;
  time: number;
}

export interface TrackingSheetProps {
  visible: boolean;
  onClose: () => void;
  entries: readonly TrackingEntry[];
  extra?: readonly ExtraTrackingItem[];
  title?: string;
  /** The store's zone: the times are its clock's. */
  timeZone: string;
}

/** The tracking popup: each stage the order went through with its time, newest last. */
export default function TrackingSheet({
  visible,
  onClose,
  entries,
  extra = [],
  title,
  timeZone,
}: TrackingSheetProps) {
  const { t } = useTranslation();
  const items = [
    ...entries.map((entry) => ({ label: t(`orderInfo.tracking.stage.${entry.stage}`), time: entry.time })),
    ...extra,
  ].sort((a, b) => a.time - b.time);
  return (
    <Sheet
      className="nb-detail-sheet"
      visible={visible}
      title={title ?? t('orderInfo.tracking.title')}
      onClose={onClose}
    >
      {items.length === 0 ? (
        <p className="nb-detail-muted">{t('orderInfo.tracking.empty')}</p>
      ) : (
        <ol className="nb-tracking">
          {items.map((item, index) => (
            <li
              key={`${item.label}-${item.time}`}
              className={
                index === items.length - 1 ? 'nb-tracking-item nb-tracking-latest' : 'nb-tracking-item'
              }
            >
              <span className="nb-tracking-label">{item.label}</span>
              <StoreTime className="nb-tracking-time" at={item.time} timeZone={timeZone} />
            </li>
          ))}
        </ol>
      )}
    </Sheet>
  );
}
