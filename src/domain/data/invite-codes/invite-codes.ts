/**
 * The shared invite codes the invite-code page lists. Promptreel does not issue or resell
 * codes: these are community-shared codes kept in one place so the page, its tests and any
 * future refresh job read the same list.
 */

/** The access levels a shared code may carry (spec section 3), in display order. */
export const ACCESS_LEVELS = [
  'standard',
  'pro',
  'creator',
  'early',
  'team',
  'artist',
  'business',
  'education',
  'studio',
  'community',
  'premium',
  'global',
] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export interface InviteCode {
  /** Six uppercase letters and digits. */
  code: string;
  accessLevel: AccessLevel;
}

/** Cards per page of the invite-code grid (spec 9: 47 codes, 9 a page, 6 pages). */
export const INVITE_CODES_PER_PAGE = 9;

export const INVITE_CODES: readonly InviteCode[] = [
  { code: 'E3TGE8', accessLevel: 'creator' },
  { code: 'YLM3B5', accessLevel: 'artist' },
  { code: 'JRGFF9', accessLevel: 'standard' },
  { code: 'V5VEUJ', accessLevel: 'artist' },
  { code: 'SRG5SW', accessLevel: 'community' },
  { code: 'N8B5SM', accessLevel: 'pro' },
  { code: 'CS6EKH', accessLevel: 'education' },
  { code: '8FZQDF', accessLevel: 'global' },
  { code: 'E6LYJH', accessLevel: 'team' },
  { code: '83Z4QD', accessLevel: 'premium' },
  { code: 'T6QH78', accessLevel: 'early' },
  { code: 'AK9ADE', accessLevel: 'community' },
  { code: '49AGLT', accessLevel: 'standard' },
  { code: 'ZL42WM', accessLevel: 'education' },
  { code: '5ZVMMT', accessLevel: 'premium' },
  { code: '52DDLT', accessLevel: 'team' },
  { code: 'JD5QAN', accessLevel: 'premium' },
  { code: 'T9M9K9', accessLevel: 'pro' },
  { code: '4DVJDE', accessLevel: 'studio' },
  { code: 'J93SB3', accessLevel: 'global' },
  { code: 'A5GQ3X', accessLevel: 'artist' },
  { code: 'TCA5YQ', accessLevel: 'global' },
  { code: 'SU76BP', accessLevel: 'team' },
  { code: 'SAER37', accessLevel: 'education' },
  { code: 'K8YM8C', accessLevel: 'pro' },
  { code: 'C86RBN', accessLevel: 'business' },
  { code: 'J4FBBS', accessLevel: 'premium' },
  { code: 'VYMU5W', accessLevel: 'artist' },
  { code: 'NHL6LE', accessLevel: 'premium' },
  { code: 'JQJ8BE', accessLevel: 'early' },
  { code: 'TMJPZ4', accessLevel: 'studio' },
  { code: '9ZKZXJ', accessLevel: 'global' },
  { code: 'YHP2YJ', accessLevel: 'artist' },
  { code: '53KF36', accessLevel: 'community' },
  { code: 'VK7UC9', accessLevel: 'team' },
  { code: '2ZAWKV', accessLevel: 'studio' },
  { code: '22S4TR', accessLevel: 'pro' },
  { code: 'Y92DSA', accessLevel: 'business' },
  { code: 'U393G2', accessLevel: 'premium' },
  { code: 'YL2PQ7', accessLevel: 'artist' },
  { code: 'H6GS2X', accessLevel: 'studio' },
  { code: '7FHAEN', accessLevel: 'pro' },
  { code: 'NW4BHP', accessLevel: 'education' },
  { code: '3VGASW', accessLevel: 'pro' },
  { code: 'HR22SK', accessLevel: 'team' },
  { code: '32SQX8', accessLevel: 'premium' },
  { code: 'VRV6AF', accessLevel: 'creator' },
];

/** How many pages the grid has. */
export function inviteCodePageCount(
  total: number = INVITE_CODES.length,
  perPage: number = INVITE_CODES_PER_PAGE,
): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The codes of one page (1-based); an out-of-range page is clamped to the nearest page. */
export function inviteCodesOnPage(
  page: number,
  codes: readonly InviteCode[] = INVITE_CODES,
  perPage: number = INVITE_CODES_PER_PAGE,
): readonly InviteCode[] {
  const last = inviteCodePageCount(codes.length, perPage);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), last);
  return codes.slice((current - 1) * perPage, current * perPage);
}
