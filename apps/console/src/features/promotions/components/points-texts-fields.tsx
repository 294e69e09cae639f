import { POINTS_TEXT_KEYS, POINTS_TEXT_MAX, type PointsTextKey } from '@nearbite/domain/points-settings';
import { useId } from 'react';
import { fill, useTexts } from '../../../shared/i18n/texts';
import type { PointsForm } from '../points-form';
import { promotionsTexts } from '../texts';

/** The programme pages' explanations, each in English and Chinese. */
export function PointsTextsFields(props: {
  texts: PointsForm['texts'];
  onChange: (texts: PointsForm['texts']) => void;
}) {
  const t = useTexts(promotionsTexts);
  const set = (key: PointsTextKey, language: 'en' | 'zh', value: string) =>
    props.onChange({ ...props.texts, [key]: { ...props.texts[key], [language]: value } });
  return (
    <div className="nc-stack">
      <h3 className="nc-points-texts-title">{t.textsTitle}</h3>
      <p className="nc-field-hint">{t.textsHint}</p>
      {POINTS_TEXT_KEYS.map((key) => (
        <div className="nc-form-row" key={key}>
          <TextArea
            label={fill(t.inEnglish, { label: t[key] })}
            value={props.texts[key].en}
            onChange={(value) => set(key, 'en', value)}
          />
          <TextArea
            label={fill(t.inChinese, { label: t[key] })}
            value={props.texts[key].zh}
            onChange={(value) => set(key, 'zh', value)}
          />
        </div>
      ))}
    </div>
  );
}

function TextArea(props: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="nc-field nc-points-text">
      <label htmlFor={id} className="nc-field-label">
        {props.label}
      </label>
      <textarea
        id={id}
        className="nc-textarea"
        rows={2}
        maxLength={POINTS_TEXT_MAX}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
