import type { DiningTableDto } from '@nearbite/contract/console-tables';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { TextField } from '../../../shared/ui/text-field';
import { showToast } from '../../../shared/ui/toast';
import { tablesTexts } from '../texts';

type Rename = UseMutationResult<DiningTableDto, Error, { tableId: string; name: string }>;

/** Renames a table; its printed card must be printed again, as the QR carries the name. */
export function RenameTableDialog({
  table,
  rename,
  onClose,
}: {
  table: DiningTableDto;
  rename: Rename;
  onClose: () => void;
}) {
  const t = useTexts(tablesTexts);
  const common = useTexts(commonTexts);
  const errorText = useErrorText();
  const [name, setName] = useState(table.name);
  const submit = () => {
    if (!name.trim()) return;
    rename.mutate(
      { tableId: table.id, name: name.trim() },
      {
        onSuccess: (renamed) => {
          showToast('success', fill(t.renamed, { name: renamed.name }));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open
      title={fill(t.renameTitle, { name: table.name })}
      onClose={onClose}
      closeLabel={common.close}
      footer={
        <>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button variant="primary" busy={rename.isPending} onClick={submit}>
            {t.save}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField label={t.name} value={name} onChange={setName} maxLength={32} />
      </form>
      {rename.error ? (
        <p className="nc-alert" role="alert">
          {errorText(rename.error)}
        </p>
      ) : null}
    </Dialog>
  );
}
