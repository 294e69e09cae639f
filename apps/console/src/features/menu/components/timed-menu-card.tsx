import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { WeekHoursField } from '../../../shared/ui/week-hours-field';
import type { TimedMenuDraft } from '../lib/timed-menu-drafts';
import { menuTexts } from '../texts';

/** One timed menu: its names and the hours it is served; removable once no item is in it. */
export function TimedMenuCard(props: {
  draft: TimedMenuDraft;
  number: number;
  onChange: (draft: TimedMenuDraft) => void;
  onRemove: () => void;
}) {
  const t = useTexts(menuTexts);
  const { draft } = props;
  const title = draft.nameEn.trim() || fill(t.timedMenuUntitled, { number: props.number });
  return (
    <fieldset className="nc-timed-menu">
      <legend className="nc-timed-menu-title">{title}</legend>
      <div className="nc-form-row">
        <TextField
          label={t.timedMenuNameEn}
          value={draft.nameEn}
          onChange={(nameEn) => props.onChange({ ...draft, nameEn })}
          maxLength={40}
        />
        <TextField
          label={t.timedMenuNameZh}
          value={draft.nameZh}
          onChange={(nameZh) => props.onChange({ ...draft, nameZh })}
          maxLength={40}
        />
      </div>
      <h3 className="nc-timed-menu-hours">{t.timedMenuHours}</h3>
      <WeekHoursField
        rows={draft.rows}
        onChange={(rows) => props.onChange({ ...draft, rows })}
        disabled={false}
        label={title}
      />
      {draft.itemCount > 0 ? (
        <p className="nc-note">{fill(t.timedMenuItems, { count: draft.itemCount })}</p>
      ) : (
        <Button
          size="small"
          variant="ghost"
          onClick={props.onRemove}
          aria-label={`${t.removeTimedMenu}: ${title}`}
        >
          {t.removeTimedMenu}
        </Button>
      )}
    </fieldset>
  );
}
