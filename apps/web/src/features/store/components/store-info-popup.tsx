import '../../../shared/ui/antd-setup';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import Popup from 'antd-mobile/es/components/popup';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useModalBackground } from '../../../shared/lib/use-modal-background';
import { PopupHead } from '../../../shared/ui/popup-head';
import { mapsUrl, phoneText, telUrl, todayIndex } from '../lib/store-info';

/** A day of the week as the store's hours list it, Sunday first. */
type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface StoreInfoPopupProps {
  visible: boolean;
  detail: BusinessDetailDto;
  onClose: () => void;
}

/** Store info: the address with directions in a maps service, the phone with a call link, weekly hours. */
export default function StoreInfoPopup({ visible, detail, onClose }: StoreInfoPopupProps) {
  const { t } = useTranslation();
  const ids = useId();
  const titleId = `${ids}-title`;
  const sectionRef = useRef<HTMLElement>(null);
  useModalBackground(visible);
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => sectionRef.current?.focus(), 50);
    return () => window.clearTimeout(timer);
  }, [visible]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  const today = todayIndex(detail.weekDay);
  const phone = detail.contact.phoneNumber;

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
        className="nb-shop-info"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <PopupHead titleId={titleId} title={t('store.info')} onClose={onClose} classPrefix="nb-shop-sheet" />
        <h3 className="nb-shop-info-label">{t('store.address')}</h3>
        <p className="nb-shop-info-line">
          <span>{detail.address.fullAddress}</span>
          <a className="nb-shop-info-link" href={mapsUrl(detail)} target="_blank" rel="noopener noreferrer">
            {t('store.navigate')}
          </a>
        </p>
        {phone ? (
          <>
            <h3 className="nb-shop-info-label">{t('store.phone')}</h3>
            <p className="nb-shop-info-line">
              <span>{phoneText(phone)}</span>
              <a
                className="nb-shop-info-link"
                href={telUrl(phone)}
                aria-label={t('store.call', { phone: phoneText(phone) })}
              >
                {t('store.phone')}
              </a>
            </p>
          </>
        ) : null}
        <h3 className="nb-shop-info-label">{t('store.hours')}</h3>
        <table className="nb-shop-hours">
          <tbody>
            {detail.openHoursStr.map((hours, day) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the seven weekdays never reorder.
              <tr key={day} className={day === today ? 'nb-shop-hours-today' : undefined}>
                <th scope="row">
                  {t(`store.weekdays.d${day as Weekday}`)}
                  {day === today ? <span className="nb-shop-hours-badge">{t('store.today')}</span> : null}
                </th>
                <td>{hours || t('store.closedDay')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Popup>
  );
}
