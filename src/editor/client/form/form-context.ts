// What every field of the form needs besides its own value: the whole draft (a field's schema
// depends on the section's type above it), the problems by place, the images to choose from.
import { createContext, useContext } from 'react';
import type { PathSegment } from '../../../content/problem.ts';
import type { PlacedProblem } from '../problems/problem-paths.ts';

export interface FormContextValue {
  data: Record<string, unknown>;
  /** The problems at exactly this path. */
  problemsAt: (path: readonly PathSegment[]) => PlacedProblem[];
  images: string[];
  /** Selects an item of a list in the outline (a section's reviews, slides...). */
  select: (path: PathSegment[]) => void;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('A field needs a <FormContext.Provider> above it.');
  return value;
}
