import { POINTS_TEXT_KEYS, POINTS_TEXT_MAX, type PointsTextKey } from '@nearbite/domain/points-settings';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { TextArea } from '../../../shared/ui/text-area';
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
            className="nc-points-text"
            label={fill(t.inEnglish, { label: t[key] })}
            value={props.texts[key].en}
            onChange={(value) => set(key, 'en', value)}
            maxLength={POINTS_TEXT_MAX}
          />
          <TextArea
            className="nc-points-text"
            label={fill(t.inChinese, { label: t[key] })}
            value={props.texts[key].zh}
            onChange={(value) => set(key, 'zh', value)}
            maxLength={POINTS_TEXT_MAX}
          />
        </div>
      ))}
    </div>
  );
}
