import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { showToast } from '../../../shared/ui/toast';
import { tablesTexts } from '../texts';

/** Adds a table by name (1 to 32 characters, unique in the store: the server says A91 otherwise). */
export function AddTableForm({ add }: { add: UseMutationResult<{ name: string }, Error, string> }) {
  const t = useTexts(tablesTexts);
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section className="nc-panel nc-stack" aria-labelledby="nc-add-table">
      <h2 id="nc-add-table" className="nc-section-title">
        {t.add}
      </h2>
      <form
        className="nc-form-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return setProblem(t.nameMissing);
          setProblem(null);
          add.mutate(name.trim(), {
            onSuccess: (table) => {
              showToast('success', fill(t.added, { name: table.name }));
              setName('');
            },
          });
        }}
      >
        <TextField label={t.name} value={name} onChange={setName} maxLength={32} />
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
