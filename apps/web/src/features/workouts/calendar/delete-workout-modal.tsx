import type { Workout } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useDeleteWorkout } from '../api/edit-workout.ts';
import { localTime, workoutTitle } from './workout-labels.ts';

/** 'Are you sure you want to delete?' with Delete and Cancel. */
export function DeleteWorkoutModal({ workout, onClose }: { workout: Workout; onClose(): void }) {
  const remove = useDeleteWorkout();
  return (
    <Modal
      open
      title="Are you sure you want to delete?"
      subtitle={`${workoutTitle(workout)} at ${localTime(workout.when)}`}
      onClose={onClose}
    >
      <div className="modal-actions">
        <button
          type="button"
          className="btn"
          disabled={remove.isPending}
          onClick={() => remove.mutate(workout.id, { onSuccess: onClose })}
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
      <FormMessage error={remove.isError ? errorMessage(remove.error) : undefined} />
    </Modal>
  );
}
