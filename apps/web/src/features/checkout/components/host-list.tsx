import type { PickupPointDto } from '@nearbite/contract/pickup-points';
import { milesText } from '@nearbite/domain/money-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { hostTimeSlots } from '../lib/time-options';

function HostItem({
  host,
  selected,
  onSelect,
}: {
  host: PickupPointDto;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const timeOver = hostTimeSlots(host.data).days.length === 0;
  return (
    <li>
      <button
        type="button"
        className="nb-option nb-host-item"
        aria-pressed={selected}
        onClick={() => onSelect(host.id)}
      >
        <span className="nb-host-item-head">
          <span className="nb-host-item-name">{host.name}</span>
          <span className="nb-host-item-miles">
            {t('checkout.host.miles', { miles: milesText(host.distance) })}
          </span>
        </span>
        <span className="nb-host-item-address">{host.address.fullAddress}</span>
        {timeOver ? <span className="nb-host-item-over">{t('checkout.host.timeOver')}</span> : null}
      </button>
    </li>
  );
}

export interface HostListProps {
  pending: boolean;
  list: readonly PickupPointDto[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The pickup-point screen's hosts, nearest first, each with its distance and "Time over" when closed. */
export function HostList({ pending, list, selectedId, onSelect }: HostListProps) {
  const { t } = useTranslation();
  if (pending || list.length === 0) {
    return (
      <p className="nb-checkout-empty" role="status">
        {pending ? t('common.loading') : t('checkout.host.none')}
      </p>
    );
  }
  return (
    <ul className="nb-host-list" aria-label={t('checkout.host.listLabel')}>
      {list.map((host) => (
        <HostItem key={host.id} host={host} selected={host.id === selectedId} onSelect={onSelect} />
      ))}
    </ul>
  );
}
