import type { ModelId } from '../../../domain/models/model-ids.ts';
import type { BuilderForm } from '../../../domain/schemas/builder-form.ts';
import { copyText } from '../../lib/clipboard.ts';
import { compactForm } from './compact-form.ts';
import { encodeSharePayload, SHARE_HASH_KEY, SHARE_MODEL_KEY } from './share-codec.ts';

/**
 * A link to this builder page that opens with the given form filled in, written for the given
 * model. The model rides beside the form's fields (`model`): the form schema ignores a key it
 * does not know, and links made before models simply have none.
 */
export function shareLink(
  form: BuilderForm,
  model: ModelId,
  origin: string,
  pathname: string,
): string {
  const payload = { ...compactForm(form), [SHARE_MODEL_KEY]: model };
  return `${origin}${pathname}#${SHARE_HASH_KEY}=${encodeSharePayload(payload)}`;
}

/** Copies the share link of the form on this page; false when the clipboard refused. */
export function copyShareLink(form: BuilderForm, model: ModelId): Promise<boolean> {
  return copyText(shareLink(form, model, window.location.origin, window.location.pathname));
}
