import type { StorePhotoDto } from '@nearbite/contract/console-photos';
import { type DragEvent, useEffect, useId, useState } from 'react';
import { useErrorText } from '../i18n/error-texts';
import { photoTexts } from '../i18n/photo-texts';
import { fill, useTexts } from '../i18n/texts';
import { photoUrlAt, uploadPhoto } from '../lib/photos-api';
import './photo-field.css';

interface PhotoFieldProps {
  businessId: string;
  /** What the photo is for: "Logo", "Item picture", "New photo". */
  label: string;
  /** The photo URL the field shows now (the catalog's value), if any. */
  value?: string | null;
  /** Called with the stored photo once the server has derived its files. */
  onUploaded: (photo: StorePhotoDto) => void;
  disabled?: boolean;
}

/**
 * Picks a photo and uploads it: a file chooser (on a phone it offers the camera), or a file dropped on it;
 * a preview and progress while it uploads, and the coded error in the console's language if it is refused.
 */
export function PhotoField({
  businessId,
  label,
  value = null,
  onUploaded,
  disabled = false,
}: PhotoFieldProps) {
  const t = useTexts(photoTexts);
  const errorText = useErrorText();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [dragging, setDragging] = useState(false);
  const busy = progress !== null;

  // The chosen file's preview is a blob URL: released when replaced or when the field goes.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function send(file: File) {
    setError(null);
    setPreviewFailed(false);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      onUploaded(await uploadPhoto(businessId, file, { onProgress: setProgress }));
    } catch (caught) {
      setError(caught);
    } finally {
      setPreview(null);
      setProgress(null);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled && !busy) void send(file);
  }

  // A HEIC file has no preview in most browsers; the server's copy shows once it is uploaded.
  const shown = preview && !previewFailed ? preview : value ? photoUrlAt(value, 300) : null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="nc-field nc-photo-field">
      <span className="nc-field-label" id={`${id}-label`}>
        {label}
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a shortcut; the chooser inside does the same by keyboard. */}
      <div
        className={`nc-photo-drop${dragging ? ' is-dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {shown ? (
          <img
            className="nc-photo-preview"
            src={shown}
            alt={preview ? t.preview : t.current}
            onError={() => setPreviewFailed(true)}
          />
        ) : null}
        <div className="nc-photo-actions">
          <input
            id={`${id}-input`}
            className="nc-visually-hidden nc-photo-input"
            type="file"
            accept="image/*,.heic,.heif,.avif"
            aria-labelledby={`${id}-label ${id}-choose`}
            aria-describedby={`${id}-hint`}
            disabled={disabled || busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
          <label
            id={`${id}-choose`}
            htmlFor={`${id}-input`}
            className="nc-button nc-button-secondary nc-button-medium"
            aria-disabled={disabled || busy || undefined}
          >
            {shown ? t.chooseAnother : t.choose}
          </label>
          <p id={`${id}-hint`} className="nc-field-hint">
            {t.dropHint}
          </p>
        </div>
      </div>
      {busy ? (
        <div className="nc-photo-progress">
          <progress value={progress ?? 0} max={1} aria-label={t.progressLabel} />
          <span role="status">{percent < 100 ? fill(t.uploading, { percent }) : t.processing}</span>
        </div>
      ) : null}
      {error ? (
        <p className="nc-alert" role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </div>
  );
}
