/** The id of a model's row in the guide's model table, so other pages can link to it. */
export const modelAnchor = (id: string): string => `model-${id}`;
