import '../../../shared/ui/antd-setup';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useModalBackground } from '../../../shared/lib/use-modal-background';

export interface ImagePreviewProps {
  images: readonly string[];
  /** The photo shown first. */
  index: number;
  /** What the photos show: the store, or an item's name. */
  subject: string;
  onClose: () => void;
}

/**
 * Full-screen photo preview (antd-mobile's ImageViewer: swipe between photos, pinch to zoom, tap to
 * close; it counts the photos itself). It renders inside a labelled modal dialog in <body> with a close
 * button, because the viewer has no dialog role and would name its pictures by their addresses.
 */
export default function ImagePreview({ images, index, subject, onClose }: ImagePreviewProps) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalBackground(true);
  useEffect(() => {
    closeRef.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  const count = images.length;
  return createPortal(
    <div
      className="nb-shop-preview"
      role="dialog"
      aria-modal="true"
      aria-label={t('store.preview')}
      onKeyDown={onKeyDown}
    >
      <ImageViewer.Multi
        visible
        images={[...images]}
        defaultIndex={index}
        onClose={onClose}
        imageRender={(image, { ref, index: at }) => (
          <img ref={ref} src={image} draggable={false} alt={`${subject} · ${at + 1} / ${count}`} />
        )}
      />
      <button ref={closeRef} type="button" className="nb-shop-preview-close" onClick={onClose}>
        {t('store.closePreview')}
      </button>
    </div>,
    document.body,
  );
}
