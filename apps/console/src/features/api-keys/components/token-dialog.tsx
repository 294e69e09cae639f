import { useId } from 'react';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { showToast } from '../../../shared/ui/toast';
import { apiKeysTexts } from '../texts';

/** The new key's token, shown once, with a copy button. */
export function TokenDialog({ name, token, onClose }: { name: string; token: string; onClose: () => void }) {
  const t = useTexts(apiKeysTexts);
  const common = useTexts(commonTexts);
  const id = useId();
  return (
    <Dialog
      open
      title={t.tokenTitle}
      closeLabel={common.close}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t.done}
        </Button>
      }
    >
      <p className="nc-alert">{t.tokenText}</p>
      <div className="nc-field">
        <label htmlFor={id} className="nc-field-label">
          {fill(t.tokenLabel, { name })}
        </label>
        <div className="nc-token-row">
          <input
            id={id}
            className="nc-input nc-token"
            readOnly
            value={token}
            onFocus={(event) => event.target.select()}
          />
          <Button
            onClick={() =>
              navigator.clipboard?.writeText(token).then(
                () => showToast('success', t.copied),
                () => undefined,
              )
            }
          >
            {t.copy}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
