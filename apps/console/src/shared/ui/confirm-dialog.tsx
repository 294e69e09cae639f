import { commonTexts } from '../i18n/common-texts';
import { useTexts } from '../i18n/texts';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
  /** The server's refusal, translated. */
  error: string | null;
}

/** Asks before something that cannot be undone (removing, revoking): Cancel, or the named action. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
  error,
}: ConfirmDialogProps) {
  const common = useTexts(commonTexts);
  return (
    <Dialog
      open
      tone="danger"
      title={title}
      closeLabel={common.close}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{common.cancel}</Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="nc-dialog-text">{text}</p>
      {error ? (
        <p className="nc-alert" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
