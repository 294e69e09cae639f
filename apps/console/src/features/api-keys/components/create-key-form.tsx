import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useCreateKey } from '../api';
import { apiKeysTexts } from '../texts';
import { TokenDialog } from './token-dialog';

/** Names and creates a key, then shows its token once. */
export function CreateKeyForm({ businessId }: { businessId: string }) {
  const t = useTexts(apiKeysTexts);
  const errorText = useErrorText();
  const create = useCreateKey(businessId);
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  return (
    <section className="nc-panel nc-stack" aria-labelledby="nc-create-key-title">
      <h2 id="nc-create-key-title" className="nc-section-title">
        {t.createTitle}
      </h2>
      <form
        className="nc-form-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return setMissing(true);
          setMissing(false);
          create.mutate(name.trim(), {
            onSuccess: (answer) => {
              setCreated({ name: answer.apiKey.name, token: answer.token });
              setName('');
            },
          });
        }}
      >
        <TextField
          label={t.name}
          value={name}
          onChange={setName}
          placeholder={t.namePlaceholder}
          maxLength={60}
        />
        <Button type="submit" variant="primary" busy={create.isPending}>
          {t.create}
        </Button>
      </form>
      {missing ? <p className="nc-alert">{t.missingName}</p> : null}
      {create.error ? (
        <p className="nc-alert" role="alert">
          {errorText(create.error)}
        </p>
      ) : null}
      {created ? (
        <TokenDialog name={created.name} token={created.token} onClose={() => setCreated(null)} />
      ) : null}
    </section>
  );
}
