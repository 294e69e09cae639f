import type { TimeSlots } from '@nearbite/domain/ordering-time';
import { useState } from 'react';
import type { AppLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { storeZoneLabel, withZoneLabel } from '../../../shared/lib/store-zone';
import { Sheet } from '../../../shared/ui/sheet';
import { clockText, dayText } from '../lib/time-options';

export interface TimeChooserProps {
  visible: boolean;
  title: string;
  slots: TimeSlots;
  timeZone: string;
  value: number | 'asap' | null;
  /** Why no time can be chosen, shown when there is none. */
  emptyMessage: string;
  onChoose: (time: number | 'asap') => void;
  onClose: () => void;
}

/** The time chooser: ASAP where offered, then the offered days and their slots. */
export function TimeChooser({
  visible,
  title,
  slots,
  timeZone,
  value,
  emptyMessage,
  onChoose,
  onClose,
}: TimeChooserProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const initialDay = Math.max(
    0,
    slots.days.findIndex((day) => typeof value === 'number' && day.slots.includes(value)),
  );
  const [dayIndex, setDayIndex] = useState(initialDay);
  const day = slots.days[dayIndex] ?? slots.days[0];
  const dayLabel = (offset: number, epoch: number) =>
    offset === 0
      ? t('checkout.time.today')
      : offset === 1
        ? t('checkout.time.tomorrow')
        : dayText(epoch, timeZone, locale);
  const choose = (time: number | 'asap') => {
    onChoose(time);
    onClose();
  };
  const empty = !slots.asap && slots.days.length === 0;
  const zone = zoneOf(day?.slots[0] ?? null, timeZone, locale);
  return (
    <Sheet className="nb-checkout-sheet" visible={visible} title={title} onClose={onClose}>
      {empty ? (
        <p className="nb-checkout-empty" role="status">
          {emptyMessage}
        </p>
      ) : (
        <div className="nb-time-chooser">
          {slots.asap ? (
            <button
              type="button"
              className="nb-option nb-time-asap"
              aria-pressed={value === 'asap'}
              onClick={() => choose('asap')}
            >
              {t('checkout.time.asap')}
            </button>
          ) : null}
          {slots.days.length > 0 ? (
            <>
              {zone ? <p className="nb-time-zone">{t('checkout.time.zoneNote', { zone })}</p> : null}
              <fieldset className="nb-time-days" aria-label={t('checkout.time.days')}>
                {slots.days.map((candidate, index) => (
                  <button
                    key={candidate.date}
                    type="button"
                    className="nb-time-day"
                    aria-pressed={index === dayIndex}
                    onClick={() => setDayIndex(index)}
                  >
                    {dayLabel(candidate.dayOffset, candidate.slots[0] ?? 0)}
                  </button>
                ))}
              </fieldset>
              <ul
                className="nb-time-slots"
                aria-label={day ? dayLabel(day.dayOffset, day.slots[0] ?? 0) : undefined}
              >
                {day?.slots.map((slot) => (
                  <li key={slot}>
                    <button
                      type="button"
                      className="nb-option nb-time-slot"
                      aria-pressed={value === slot}
                      onClick={() => choose(slot)}
                    >
                      {clockText(slot, timeZone, locale)}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      )}
    </Sheet>
  );
}

/** The store zone's label at a slot when the device's clock reads otherwise (none for an unknown zone). */
function zoneOf(epoch: number | null, timeZone: string, locale: string): string | null {
  if (epoch === null) return null;
  try {
    return storeZoneLabel(epoch, timeZone, locale === 'zh-CN' ? 'zh-CN' : 'en');
  } catch {
    return null;
  }
}

/**
 * A chosen time as one line, on the store's clock: "As soon as possible", "Today 12:30 PM", "Sat, Nov 22
 * 12:30 PM", with the zone after it when the device's clock reads otherwise ("Today 12:30 PM PST").
 */
export function useTimeText(timeZone: string) {
  const { t, i18n } = useTranslation();
  const language: AppLanguage = i18n.language === 'zh-CN' ? 'zh-CN' : 'en';
  return (time: number | 'asap', dayOffset: number | null): string => {
    if (time === 'asap') return t('checkout.time.asap');
    const clock = clockText(time, timeZone, i18n.language);
    const text =
      dayOffset === 0
        ? t('checkout.time.todayAt', { time: clock })
        : dayOffset === 1
          ? t('checkout.time.tomorrowAt', { time: clock })
          : `${dayText(time, timeZone, i18n.language)} ${clock}`;
    return withZoneLabel(text, zoneOf(time, timeZone, language), language);
  };
}
