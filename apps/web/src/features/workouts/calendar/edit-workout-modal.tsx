import { useState } from 'react';
import { workoutStatuses, type Workout, type WorkoutStatus } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { memberTimeZone, useEditWorkout } from '../api/edit-workout.ts';
import {
  MONTH_NAMES,
  pickedFrom,
  pickedWhen,
  pickerDays,
  pickerHours,
  pickerMinutesWith,
  pickerYears,
  type PickedTime,
} from './reschedule-picker.ts';
import { statusLabel, workoutTitle } from './workout-labels.ts';

const pad = (n: number) => String(n).padStart(2, '0');

interface PickerSelectProps {
  label: string;
  value: string | number;
  options: { value: string | number; label: string }[];
  onChange(value: string): void;
}

const numbers = (list: number[], label = (n: number) => String(n)) =>
  list.map((n) => ({ value: n, label: label(n) }));

function PickerSelect({ label, value, options, onChange }: PickerSelectProps) {
  return (
    <label className="picker-select">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The reschedule picker: month, day, year; hour, minute, AM/PM (spec 5). */
function ReschedulePicker({
  value,
  startMinute,
  onChange,
}: {
  value: PickedTime;
  /** The workout's own minute, among the 5-minute steps. */
  startMinute: number;
  onChange(p: PickedTime): void;
}) {
  const set = (part: Partial<PickedTime>) => {
    const next = { ...value, ...part };
    // A shorter month keeps the day inside it (31 January to February gives the 28th or 29th).
    next.day = Math.min(next.day, pickerDays(next.year, next.month).length);
    onChange(next);
  };
  return (
    <fieldset className="reschedule-picker">
      <legend>When (your time, {memberTimeZone()})</legend>
      <PickerSelect
        label="Month"
        value={value.month}
        options={MONTH_NAMES.map((name, i) => ({ value: i + 1, label: name }))}
        onChange={(v) => set({ month: Number(v) })}
      />
      <PickerSelect
        label="Day"
        value={value.day}
        options={numbers(pickerDays(value.year, value.month))}
        onChange={(v) => set({ day: Number(v) })}
      />
      <PickerSelect
        label="Year"
        value={value.year}
        options={numbers(pickerYears(new Date()))}
        onChange={(v) => set({ year: Number(v) })}
      />
      <PickerSelect
        label="Hour"
        value={value.hour}
        options={numbers(pickerHours, pad)}
        onChange={(v) => set({ hour: Number(v) })}
      />
      <PickerSelect
        label="Minute"
        value={value.minute}
        options={numbers(pickerMinutesWith(startMinute), pad)}
        onChange={(v) => set({ minute: Number(v) })}
      />
      <PickerSelect
        label="AM or PM"
        value={value.meridiem}
        options={[
          { value: 'AM', label: 'AM' },
          { value: 'PM', label: 'PM' },
        ]}
        onChange={(v) => set({ meridiem: v as 'AM' | 'PM' })}
      />
    </fieldset>
  );
}

/**
 * The statuses a workout can be given: a workout still ahead cannot have been done, so
 * Completed is offered once its time has come (the server refuses it before, issue 56).
 */
export const statusChoices = (workout: Workout, now: number) =>
  workoutStatuses.filter(
    (s) => s !== 'completed' || workout.status === 'completed' || Date.parse(workout.when) <= now,
  );

/** 'Edit Workout': its status and, for an on-demand class, its time. */
export function EditWorkoutModal({ workout, onClose }: { workout: Workout; onClose(): void }) {
  const edit = useEditWorkout();
  const start = pickedFrom(new Date(workout.when));
  const [picked, setPicked] = useState(start);
  const [status, setStatus] = useState<WorkoutStatus>(workout.status);
  const save = () => {
    const when = pickedWhen(picked) === pickedWhen(start) ? null : pickedWhen(picked);
    edit.mutate({ workout, when, status }, { onSuccess: onClose });
  };
  return (
    <Modal open title="Edit Workout" subtitle={workoutTitle(workout)} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <PickerSelect
          label="Status"
          value={status}
          options={statusChoices(workout, Date.now()).map((s) => ({
            value: s,
            label: statusLabel[s],
          }))}
          onChange={(v) => setStatus(v as WorkoutStatus)}
        />
        <ReschedulePicker value={picked} startMinute={start.minute} onChange={setPicked} />
        <div className="modal-actions">
          <button type="submit" className="btn" disabled={edit.isPending}>
            {edit.isPending ? 'Saving…' : 'Save'}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
        <FormMessage error={edit.isError ? errorMessage(edit.error) : undefined} />
      </form>
    </Modal>
  );
}
