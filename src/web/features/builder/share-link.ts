import type { BuilderForm } from '../../../domain/schemas/builder-form.ts';
import { copyText } from '../../lib/clipboard.ts';
import { compactForm } from './initial-form.ts';
import { encodeSharePayload, SHARE_HASH_KEY } from './share-codec.ts';

/** A link to this builder page that opens with the given form filled in. */
export function shareLink(form: BuilderForm, origin: string, pathname: string): string {
  return `${origin}${pathname}#${SHARE_HASH_KEY}=${encodeSharePayload(compactForm(form))}`;
}

/** Copies the share link of the form on this page; false when the clipboard refused. */
export function copyShareLink(form: BuilderForm): Promise<boolean> {
  return copyText(shareLink(form, window.location.origin, window.location.pathname));
}
