import { ClientError } from '@nearbite/api-client/api-client';
import type { MenuFileDto, MenuFileItemDto } from '@nearbite/contract/console-menu';
import { useEffect, useRef } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { showToast } from '../../../shared/ui/toast';
import { useSaveItem } from '../api';
import { bodyOf, useItemForm } from '../hooks/use-item-form';
import { problemPlace } from '../lib/problem-place';
import { menuTexts } from '../texts';
import { ItemFields } from './item-fields';

interface ItemEditorProps {
  businessId: string;
  menu: MenuFileDto;
  /** Null adds a new item. */
  item: MenuFileItemDto | null;
  onClose: () => void;
}

/** Adds or edits one item; the server checks it with the same rules as an import and lists every problem. */
export function ItemEditorDialog({ businessId, menu, item, onClose }: ItemEditorProps) {
  const t = useTexts(menuTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const save = useSaveItem(businessId);
  const { values, set, problems, setProblems } = useItemForm(item, menu);
  const alertRef = useRef<HTMLDivElement>(null);
  // The list sits above the fields: bring it into view when a save is refused.
  useEffect(() => {
    if (problems.length > 0) alertRef.current?.scrollIntoView({ block: 'nearest' });
  }, [problems]);
  const onSave = () => {
    const { body, problems: typed } = bodyOf(values);
    setProblems(typed);
    if (!body) return;
    save.mutate(
      { commodityId: item?.id ?? null, body },
      {
        onSuccess: (answer) => {
          setProblems(answer.issues);
          if (!answer.id) return;
          showToast('success', fill(t.saved, { name: body.name[language] ?? '' }));
          onClose();
        },
      },
    );
  };
  const footer = (
    <>
      <Button onClick={onClose}>{t.cancel}</Button>
      <Button variant="primary" busy={save.isPending} onClick={onSave}>
        {t.save}
      </Button>
    </>
  );
  // A problem of the options is named as its fields are labelled; any other by its path, as before.
  const placeOf = (path: string) => problemPlace(path, t, values.options, language) ?? <code>{path}</code>;
  const title = item ? fill(t.editTitle, { name: item.name[language] }) : t.addTitle;
  return (
    <Dialog open title={title} onClose={onClose} closeLabel={t.close} footer={footer} wide>
      {problems.length > 0 ? (
        <div className="nc-alert" role="alert" ref={alertRef}>
          <p>{t.problemsTitle}</p>
          <ul className="nc-menu-issues">
            {problems.map((problem) => (
              <li key={`${problem.path}:${problem.code}`}>
                {placeOf(problem.path)}: {errorText(new ClientError(problem.code))}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {save.error ? (
        <p className="nc-alert" role="alert">
          {errorText(save.error)}
        </p>
      ) : null}
      <ItemFields businessId={businessId} menu={menu} values={values} set={set} />
    </Dialog>
  );
}
