import { createContext, useContext } from 'react';

/**
 * True while the enclosing Form's submit request runs. A submit Button inside reads it and shows
 * itself busy (spinner, presses ignored): every form gets it from its Form, none wires it itself.
 */
export const FormSubmittingContext = createContext(false);

export function useFormSubmitting(): boolean {
  return useContext(FormSubmittingContext);
}
