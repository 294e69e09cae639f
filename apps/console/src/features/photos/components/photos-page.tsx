import type { StorePhotoDto } from '@nearbite/contract/console-photos';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { photoTexts } from '../../../shared/i18n/photo-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { PhotoField } from '../../../shared/ui/photo-field';
import { showToast } from '../../../shared/ui/toast';
import { photosKey, useDeletePhoto, usePhotos } from '../api';
import { photosTexts } from '../texts';
import { PhotoTable } from './photo-table';

/** The store's photos (owners and managers): upload one, see them with their sizes, copy a URL, delete. */
export function PhotosPage({ businessId }: { businessId: string }) {
  const t = useTexts(photosTexts);
  const field = useTexts(photoTexts);
  const common = useTexts(commonTexts);
  const errorText = useErrorText();
  useDocumentTitle(t.title, common.appName);
  const queryClient = useQueryClient();
  const photos = usePhotos(businessId);
  const remove = useDeletePhoto(businessId);
  const [removing, setRemoving] = useState<StorePhotoDto | null>(null);
  return (
    <main className="nc-page">
      <h1 className="nc-page-title">{t.title}</h1>
      <p className="nc-page-intro">{t.intro}</p>
      <section className="nc-panel" aria-labelledby="photos-new">
        <h2 id="photos-new" className="nc-visually-hidden">
          {t.newPhoto}
        </h2>
        <PhotoField
          businessId={businessId}
          label={t.newPhoto}
          onUploaded={() => {
            showToast('success', field.uploaded);
            void queryClient.invalidateQueries({ queryKey: photosKey(businessId) });
          }}
        />
      </section>
      <h2 className="nc-section-title">{t.listTitle}</h2>
      {photos.isPending ? <Loading text={common.loading} /> : null}
      {photos.isError ? (
        <LoadFailed
          text={errorText(photos.error)}
          retryLabel={common.retry}
          onRetry={() => photos.refetch()}
        />
      ) : null}
      {photos.data ? (
        <div className="nc-panel nc-table-wrap">
          {photos.data.photos.length === 0 ? (
            <p className="nc-page-intro">{t.empty}</p>
          ) : (
            <PhotoTable
              photos={photos.data.photos}
              onDelete={(photo) => {
                remove.reset();
                setRemoving(photo);
              }}
            />
          )}
        </div>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={t.removeTitle}
          text={removing.inUse ? t.inUseHint : t.removeText}
          confirmLabel={t.remove}
          busy={remove.isPending}
          error={remove.error ? errorText(remove.error) : null}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => {
                showToast('success', t.removed);
                setRemoving(null);
              },
            })
          }
        />
      ) : null}
    </main>
  );
}
