import type { TimeSlots } from '@nearbite/domain/ordering-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockText, dayText } from '../lib/time-options';
import { Sheet } from './sheet';

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
  return (
    <Sheet visible={visible} title={title} onClose={onClose}>
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

/** A chosen time as one line: "As soon as possible", "Today 12:30 PM", "Sat, Nov 22 12:30 PM". */
export function useTimeText(timeZone: string) {
  const { t, i18n } = useTranslation();
  return (time: number | 'asap', dayOffset: number | null): string => {
    if (time === 'asap') return t('checkout.time.asap');
    const clock = clockText(time, timeZone, i18n.language);
    if (dayOffset === 0) return t('checkout.time.todayAt', { time: clock });
    if (dayOffset === 1) return t('checkout.time.tomorrowAt', { time: clock });
    return `${dayText(time, timeZone, i18n.language)} ${clock}`;
  };
}
