/**
 * What is taken out of a person's text before the engine (or an AI provider) sees it:
 * - C0 and C1 control characters and DEL, except tab and newline (a carriage return, alone or
 *   before a newline, becomes a newline so Windows line ends keep their lines apart);
 * - the byte-order mark / zero-width no-break space U+FEFF, wherever it is;
 * - the bidirectional embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069,
 *   which can make text display in an order other than the one it is read in ("Trojan
 *   Source"); the plain direction marks (LRM, RLM, ALM) stay, since right-to-left text needs
 *   them;
 * - lone UTF-16 surrogates, which are not text and cannot be encoded as UTF-8;
 * and the line and paragraph separators U+2028/U+2029 become newlines.
 *
 * Cleaning, not refusing: these characters arrive by accident far more often than on purpose
 * (pasted from a PDF, a chat app or a terminal), and the rest of the text is still what the
 * person meant. Nothing taken out is ever echoed back.
 */
const UNWANTED =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFEFF\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;

export function cleanText(text: string): string {
  return text.replace(LINE_BREAKS, '\n').replace(UNWANTED, '');
}
