import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * Pointer (after 4 px, so a click on a handle is not a drag) and keyboard (Space to lift, arrows to move,
 * Space to drop, Escape to cancel). Categories and each category's items get a drag context of their own, so
 * the keyboard moves a category among categories and an item among its siblings only.
 */
export function useDragSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
