import type { OrderDetailDto } from '@nearbite/contract/order-views';
import { formatTimeOfDay } from '../../../shared/i18n/orders-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showNotice } from '../../../shared/lib/notify';
import { Sheet } from '../../../shared/ui/sheet';
import { phoneLinkOf } from '../lib/phone-link';
import './order-detail.css';
import { actionButton } from '../../../shared/ui/action-button';

type PlatformContact = NonNullable<OrderDetailDto['business']['platformContact']>;

export interface ServiceSheetProps {
  visible: boolean;
  onClose: () => void;
  contact: PlatformContact | null;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The customer-service popup: the platform's phone (a tel: link), its service hours, and its Instagram
 * account (copy the handle, open the page), or the unavailable message when there is no page to open.
 */
export default function ServiceSheet({ visible, onClose, contact }: ServiceSheetProps) {
  const { t } = useTranslation();
  const phone = phoneLinkOf(contact?.phoneNumber);
  const hours = contact?.serviceTime ?? null;
  const handle = contact?.instagramAccount ?? null;
  const url = contact?.instagramUrl ?? null;

  const copy = async (text: string) => {
    const copied = await copyText(text);
    void showNotice(
      t(copied ? 'orderInfo.service.copied' : 'orderInfo.service.copyFailed'),
      copied ? 'success' : 'fail',
    );
  };

  return (
    <Sheet
      className="nb-detail-sheet"
      visible={visible}
      title={t('orderInfo.service.title')}
      onClose={onClose}
    >
      {contact === null ? (
        <p className="nb-detail-muted">{t('orderInfo.service.none')}</p>
      ) : (
        <dl className="nb-facts">
          {phone ? (
            <div className="nb-fact">
              <dt>{t('orderInfo.service.phone')}</dt>
              <dd>
                <a className="nb-detail-link" href={phone.href}>
                  {t('orderInfo.service.call', { phone: phone.text })}
                </a>
              </dd>
            </div>
          ) : null}
          {hours ? (
            <div className="nb-fact">
              <dt>{t('orderInfo.service.hours')}</dt>
              <dd>
                {t('orderInfo.service.hoursValue', {
                  from: formatTimeOfDay(hours[0]),
                  to: formatTimeOfDay(hours[1]),
                })}
              </dd>
            </div>
          ) : null}
          <div className="nb-fact">
            <dt>{t('orderInfo.service.instagram')}</dt>
            <dd className="nb-fact-lines">
              {handle ? (
                <span className="nb-service-handle">
                  <span>{handle}</span>
                  <button
                    type="button"
                    className={`${actionButton} nb-detail-button-small`}
                    aria-label={t('orderInfo.service.copyHandle', { handle })}
                    onClick={() => void copy(handle)}
                  >
                    {t('orderInfo.service.copy')}
                  </button>
                </span>
              ) : null}
              {url ? (
                <a className="nb-detail-link" href={url} target="_blank" rel="noopener noreferrer">
                  {t('orderInfo.service.open')}
                </a>
              ) : (
                <span className="nb-detail-muted" role="status">
                  {t('orderInfo.service.unavailable')}
                </span>
              )}
            </dd>
          </div>
        </dl>
      )}
    </Sheet>
  );
}
