/** The id of a safety checklist box (the form focuses the first unticked required one). */
export const checkboxId = (id: string) => `safety-${id}`;
