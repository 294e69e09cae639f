import { PRINTER_DEFAULT_PORT, PRINTER_KINDS, type PrinterKind } from '@nearbite/domain/store-operations';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { Select } from '../../../shared/ui/select';
import { TextField } from '../../../shared/ui/text-field';
import { showToast } from '../../../shared/ui/toast';
import { useAddPrinter } from '../api';
import { printersTexts } from '../texts';

/** Adds a network printer by name, address, port and type. */
export function AddPrinterForm({ businessId }: { businessId: string }) {
  const t = useTexts(printersTexts);
  const errorText = useErrorText();
  const add = useAddPrinter(businessId);
  const [name, setName] = useState('');
  const [host, setHost] = useState('');
  const [port, setPort] = useState(String(PRINTER_DEFAULT_PORT));
  const [kind, setKind] = useState<PrinterKind>('receipt');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section className="nc-panel nc-stack" aria-labelledby="nc-add-printer">
      <h2 id="nc-add-printer" className="nc-section-title">
        {t.addTitle}
      </h2>
      <form
        className="nc-form-row"
        onSubmit={(event) => {
          event.preventDefault();
          const portNumber = Number(port);
          if (!name.trim() || !host.trim()) return setProblem(t.missingFields);
          if (!Number.isInteger(portNumber) || portNumber < 1 || portNumber > 65535)
            return setProblem(t.invalidPort);
          setProblem(null);
          add.mutate(
            { name: name.trim(), host: host.trim(), port: portNumber, kind },
            {
              onSuccess: (printer) => {
                showToast('success', fill(t.addedToast, { name: printer.name }));
                setName('');
                setHost('');
              },
            },
          );
        }}
      >
        <TextField
          label={t.name}
          value={name}
          onChange={setName}
          placeholder={t.namePlaceholder}
          maxLength={60}
        />
        <TextField label={t.host} value={host} onChange={setHost} hint={t.hostHint} spellCheck={false} />
        <TextField
          label={t.port}
          value={port}
          onChange={setPort}
          inputMode="numeric"
          className="nc-field-narrow"
        />
        <Select<PrinterKind>
          label={t.kind}
          value={kind}
          options={PRINTER_KINDS.map((value) => ({
            value,
            label: value === 'receipt' ? t.kindReceipt : t.kindLabel,
          }))}
          onChange={setKind}
        />
        <Button type="submit" variant="primary" busy={add.isPending}>
          {t.add}
        </Button>
      </form>
      {problem ? <p className="nc-alert">{problem}</p> : null}
      {add.error ? (
        <p className="nc-alert" role="alert">
          {errorText(add.error)}
        </p>
      ) : null}
    </section>
  );
}
