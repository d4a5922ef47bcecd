import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { CalendarDate } from "../../kernel/birthdate";
import { clampDay, compareDays, dayForKey, daysInMonth, isoDay, monthWeeks, sameDay } from "../../lib/form/calendar";
import { DATE_PICKER_MESSAGES as L } from "../../lib/form/date-picker-messages";
import { Dialog } from "../ui/dialog";

export interface DatePickerProps {
  /** The field's day, when it holds a valid one: shown selected, and where the grid opens. */
  value: CalendarDate | null;
  /** The first and last day that may be chosen; days outside are shown disabled. */
  earliest: CalendarDate;
  latest: CalendarDate;
  /** Said (role=alert) when a disabled day is chosen. */
  disabledMessage: string;
  onChoose(day: CalendarDate): void;
  onClose(): void;
}

/**
 * The form toolkit's date picker, loaded on demand (ADR 009): the shop's dialog ('Kies een datum') with
 * month and year controls and a month grid in the WAI-ARIA date picker dialog pattern. Arrow keys move a
 * day or a week, Home/End to the week's Monday/Sunday, PageUp/PageDown a month (Shift: a year); Enter or
 * Space chooses; Escape closes, and the focus goes back to the button that opened it. A disabled day stays
 * reachable (aria-disabled) and choosing it says `disabledMessage` instead.
 */
export default function DatePicker({ value, earliest, latest, disabledMessage, onChoose, onClose }: DatePickerProps) {
  const lastShown: CalendarDate = { ...latest, day: daysInMonth(latest.year, latest.month) };
  const [focused, setFocused] = useState(() => clampDay(value ?? latest, earliest, lastShown));
  const [message, setMessage] = useState("");
  const focusedButton = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const captionId = useId();
  const keysId = useId();

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    focusedButton.current?.focus();
  }, [focused]);

  const allowed = (d: CalendarDate) => compareDays(d, earliest) >= 0 && compareDays(d, latest) <= 0;
  const moveTo = (d: CalendarDate, focusIt: boolean) => {
    setMessage("");
    moveFocus.current = focusIt;
    setFocused(clampDay(d, earliest, lastShown));
  };
  const showMonth = (year: number, month: number) => moveTo({ year, month, day: Math.min(focused.day, daysInMonth(year, month)) }, false);
  const choose = (d: CalendarDate) => {
    if (allowed(d)) return onChoose(d);
    setFocused(clampDay(d, earliest, lastShown));
    setMessage(disabledMessage);
  };
  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = dayForKey(focused, event.key, event.shiftKey);
    if (!next) return; // Enter and Space press the day's button
    event.preventDefault();
    moveTo(next, true);
  };
  const atStart = focused.year === earliest.year && focused.month === earliest.month;
  const atEnd = focused.year === latest.year && focused.month === latest.month;
  const years = Array.from({ length: latest.year - earliest.year + 1 }, (_, i) => latest.year - i);
  const monthName = (d: CalendarDate) => L.months[d.month - 1]!;

  return (
    <Dialog open onClose={onClose} title={L.title} className="date-picker" initialFocusRef={focusedButton}>
      <div className="date-picker__controls">
        <button type="button" className="icon-button" aria-disabled={atStart || undefined} onClick={() => !atStart && showMonth(focused.month === 1 ? focused.year - 1 : focused.year, focused.month === 1 ? 12 : focused.month - 1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{L.previousMonth}</span>
        </button>
        <select aria-label={L.month} value={focused.month} onChange={(e) => showMonth(focused.year, Number(e.currentTarget.value))}>
          {L.months.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <select aria-label={L.year} value={focused.year} onChange={(e) => showMonth(Number(e.currentTarget.value), focused.month)}>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <button type="button" className="icon-button" aria-disabled={atEnd || undefined} onClick={() => !atEnd && showMonth(focused.month === 12 ? focused.year + 1 : focused.year, focused.month === 12 ? 1 : focused.month + 1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{L.nextMonth}</span>
        </button>
      </div>
      <h3 id={captionId} className="date-picker__month" aria-live="polite">
        {monthName(focused)} {focused.year}
      </h3>
      <table role="grid" className="date-picker__grid" aria-labelledby={captionId} aria-describedby={keysId} onKeyDown={onGridKey}>
        <thead>
          <tr>
            {L.weekdaysShort.map((short, i) => (
              <th key={short} scope="col" abbr={L.weekdays[i]}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused.year, focused.month).map((week, w) => (
            <tr key={w}>
              {week.map((d, i) =>
                d ? (
                  <td key={i} aria-selected={sameDay(d, value)}>
                    <button
                      type="button"
                      ref={sameDay(d, focused) ? focusedButton : undefined}
                      tabIndex={sameDay(d, focused) ? 0 : -1}
                      data-date={isoDay(d)}
                      aria-disabled={!allowed(d) || undefined}
                      aria-label={`${d.day} ${monthName(d)} ${d.year}`}
                      onClick={() => choose(d)}
                    >
                      {d.day}
                    </button>
                  </td>
                ) : (
                  <td key={i} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={keysId} className="date-picker__keys">
        {L.keys}
      </p>
      <p className="date-picker__message form-error" role="alert">
        {message}
      </p>
    </Dialog>
  );
}
