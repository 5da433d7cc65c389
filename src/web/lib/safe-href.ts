/**
 * A stored link made clickable only when it is plainly http(s) with no spaces; anything else
 * (javascript:, data:, a relative path) is shown as text. The server accepts only http(s)
 * links, so this is the second lock on the same door.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  return url && /^https?:\/\/[^\s]+$/i.test(url) ? url : undefined;
}
