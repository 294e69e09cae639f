import type { StoreProfileDto } from '@nearbite/contract/console-store-profile';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { OrderTypesField } from '../../../shared/ui/order-types-field';
import { PhotoField } from '../../../shared/ui/photo-field';
import { Switch } from '../../../shared/ui/switch';
import { TextField } from '../../../shared/ui/text-field';
import { showToast } from '../../../shared/ui/toast';
import { useBusinessCategories, useUpdateProfile } from '../api';
import { changesOf, type ProfileDraft, useProfileDraft } from '../hooks/use-profile-draft';
import { storeProfileTexts } from '../texts';

/** The draft's fields typed as text. */
type TextKey = {
  [K in keyof ProfileDraft]: ProfileDraft[K] extends string ? K : never;
}[keyof ProfileDraft];

/** The store's profile: names, announcement, categories, contact, ways of ordering, times and photos. */
export function ProfileForm({ profile, canEdit }: { profile: StoreProfileDto; canEdit: boolean }) {
  const t = useTexts(storeProfileTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const update = useUpdateProfile(profile.businessId);
  const categories = useBusinessCategories();
  const { draft, set } = useProfileDraft(profile);
  const field = (key: TextKey) => ({
    value: draft[key],
    onChange: (value: string) => set(key, value),
    disabled: !canEdit,
  });
  const toggle = <T extends string>(list: T[], value: T, on: boolean) =>
    on ? [...list, value] : list.filter((item) => item !== value);
  const diningLabel = { delivery: t.delivery, pickup: t.pickup, dineIn: t.dineIn };
  return (
    <section className="nc-panel nc-stack" aria-labelledby="nc-profile-title">
      <h2 id="nc-profile-title" className="nc-section-title">
        {t.profileTitle}
      </h2>
      <form
        className="nc-profile-grid"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(changesOf(draft, profile), { onSuccess: () => showToast('success', t.saved) });
        }}
      >
        <TextField label={t.nameEn} maxLength={80} required {...field('nameEn')} />
        <TextField label={t.nameZh} maxLength={80} required {...field('nameZh')} />
        <TextField label={t.announcementEn} maxLength={200} {...field('announcementEn')} />
        <TextField label={t.announcementZh} maxLength={200} {...field('announcementZh')} />
        <TextField label={t.phone} hint={t.phoneHint} type="tel" {...field('phone')} />
        <TextField label={t.website} hint={t.websiteHint} spellCheck={false} {...field('website')} />
        <OrderTypesField
          legend={t.diningTypes}
          labels={diningLabel}
          value={draft.diningTypes}
          disabled={!canEdit}
          onChange={(types) => set('diningTypes', types)}
        />
        <fieldset className="nc-choice-group">
          <legend className="nc-field-label">{t.categories}</legend>
          {(categories.data?.categories ?? []).map((category) => (
            <label key={category.id} className="nc-inline-field">
              <input
                type="checkbox"
                checked={draft.categoryIds.includes(category.id)}
                disabled={!canEdit}
                onChange={(event) =>
                  set('categoryIds', toggle(draft.categoryIds, category.id, event.target.checked))
                }
              />
              {language === 'zh' ? category.name.zh : category.name.en}
            </label>
          ))}
        </fieldset>
        <TextField label={t.prepMinutes} inputMode="numeric" {...field('prepMinutes')} />
        <TextField label={t.reserveDays} inputMode="numeric" {...field('reserveDay')} />
        <TextField label={t.slotSpacing} inputMode="numeric" {...field('spacTimeMinutes')} />
        <TextField label={t.timeZone} spellCheck={false} {...field('timeZone')} />
        <Switch
          label={t.orderInAdvance}
          description={t.orderInAdvanceHint}
          checked={draft.orderInAdvance}
          disabled={!canEdit}
          onChange={(on) => set('orderInAdvance', on)}
        />
        <Switch
          label={t.points}
          description={t.pointsHint}
          checked={draft.pointsEnabled}
          disabled={!canEdit}
          onChange={(on) => set('pointsEnabled', on)}
        />
        <PhotoField
          businessId={profile.businessId}
          label={t.logo}
          value={draft.logo || null}
          disabled={!canEdit}
          onUploaded={(photo) => set('logo', photo.url)}
        />
        <PhotoField
          businessId={profile.businessId}
          label={t.banner}
          value={draft.banner || null}
          disabled={!canEdit}
          onUploaded={(photo) => set('banner', photo.url)}
        />
        {update.error ? (
          <p className="nc-alert nc-profile-wide" role="alert">
            {errorText(update.error)}
          </p>
        ) : null}
        {canEdit ? (
          <div className="nc-profile-wide">
            <Button type="submit" variant="primary" busy={update.isPending}>
              {t.save}
            </Button>
          </div>
        ) : null}
      </form>
    </section>
  );
}
