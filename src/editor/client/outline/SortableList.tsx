// A list whose items move by drag or by keyboard alone (focus an item's handle, Space to lift,
// arrow keys to move, Space to drop, Escape to cancel), with dnd-kit's spoken announcements.
import { Fragment, useState, type ReactNode } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

export interface HandleProps {
  ref: (element: HTMLElement | null) => void;
  [attribute: string]: unknown;
}

interface SortableListProps {
  label: string;
  ids: string[];
  /** Names each item for the announcements ("Moved USERS REVIEW to place 5 of 12"). */
  nameOf: (id: string) => string;
  onMove: (from: number, to: number) => void;
  children: (id: string, index: number, handle: HandleProps) => ReactNode;
  /**
   * What follows an item without moving with it (the open section's lists): kept out of the item,
   * so the item measures as its own row when moved, and hidden while something moves.
   */
  after?: (id: string) => ReactNode;
}

function SortableItem({ id, index, render }: { id: string; index: number; render: SortableListProps['children'] }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? 'dragging' : undefined}
    >
      {render(id, index, { ref: setActivatorNodeRef, ...attributes, ...listeners })}
    </li>
  );
}

export function SortableList({ label, ids, nameOf, onMove, children, after }: SortableListProps) {
  const [moving, setMoving] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const place = (id: unknown) => ids.indexOf(String(id)) + 1;
  const end = ({ active, over }: DragEndEvent) => {
    setMoving(false);
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={() => setMoving(true)}
      onDragCancel={() => setMoving(false)}
      onDragEnd={end}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))}, place ${place(active.id)} of ${ids.length} in ${label}.`,
          onDragOver: ({ active, over }) => (over ? `${nameOf(String(active.id))} is over place ${place(over.id)} of ${ids.length}.` : ''),
          onDragEnd: ({ active, over }) =>
            over ? `Moved ${nameOf(String(active.id))} to place ${place(over.id)} of ${ids.length}.` : 'Dropped.',
          onDragCancel: ({ active }) => `${nameOf(String(active.id))} was not moved.`,
        },
        screenReaderInstructions: { draggable: 'To move it, press Space, then the arrow keys, then Space again. Escape cancels.' },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="sortable" aria-label={label}>
          {ids.map((id, index) => {
            const extra = moving ? null : after?.(id);
            return (
              <Fragment key={id}>
                <SortableItem id={id} index={index} render={children} />
                {extra ? <li className="sortable-after">{extra}</li> : null}
              </Fragment>
            );
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
