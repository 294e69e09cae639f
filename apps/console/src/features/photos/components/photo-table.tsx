import type { StorePhotoDto } from '@nearbite/contract/console-photos';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { dateTime } from '../../../shared/lib/format';
import { photoUrlAt } from '../../../shared/lib/photos-api';
import { Button } from '../../../shared/ui/button';
import { showToast } from '../../../shared/ui/toast';
import { photosTexts } from '../texts';

/** "2.4 MB", or "85 KB" under a megabyte (a small PNG would otherwise read "0.0 MB"). */
const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The photo's absolute URL, to paste where a URL is asked for. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

async function copyUrl(url: string, copied: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(absolute(url));
    showToast('success', copied);
  } catch {
    showToast('info', fill(failed, { url: absolute(url) }));
  }
}

/** The store's photos with their sizes: copy a URL, delete one that nothing shows. */
export function PhotoTable({
  photos,
  onDelete,
}: {
  photos: StorePhotoDto[];
  onDelete: (photo: StorePhotoDto) => void;
}) {
  const t = useTexts(photosTexts);
  const language = useLanguage();
  return (
    <table className="nc-table">
      <caption className="nc-visually-hidden">{t.listTitle}</caption>
      <thead>
        <tr>
          <th scope="col">{t.photo}</th>
          <th scope="col">{t.size}</th>
          <th scope="col">{t.file}</th>
          <th scope="col">{t.added}</th>
          <th scope="col">{t.inUse}</th>
          <th scope="col">
            <span className="nc-visually-hidden">{t.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {photos.map((photo) => {
          const added = dateTime(photo.createdTime, language);
          return (
            <tr key={photo.id}>
              <td>
                <img
                  className="nc-photo-thumb"
                  src={photoUrlAt(photo.url, 300)}
                  alt={fill(t.thumbnailAlt, { added })}
                  width={64}
                  height={64}
                  loading="lazy"
                />
              </td>
              <td>{fill(t.sizeValue, { width: photo.width, height: photo.height })}</td>
              <td>
                {photo.sourceType.toUpperCase()}, {fileSize(photo.sourceBytes)}
              </td>
              <td>{added}</td>
              <td title={photo.inUse ? t.inUseHint : undefined}>{photo.inUse ? t.inUse : t.notInUse}</td>
              <td className="nc-cell-action">
                <Button
                  size="small"
                  aria-label={fill(t.copyUrlLabel, { added })}
                  onClick={() => void copyUrl(photo.url, t.copied, t.copyFailed)}
                >
                  {t.copyUrl}
                </Button>{' '}
                <Button
                  size="small"
                  variant="danger"
                  aria-label={fill(t.removeLabel, { added })}
                  onClick={() => onDelete(photo)}
                >
                  {t.remove}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
