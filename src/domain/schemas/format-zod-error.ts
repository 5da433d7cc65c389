import type { z } from 'zod/mini';

type Issue = z.core.$ZodIssue;

/** How many issues the message names at most; more would not help a person fix the request. */
const MAX_ISSUES = 3;

function pathText(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'body';
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${String(key)}`,
    )
    .join('');
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function sizeText(origin: string, bound: number | bigint, min: boolean): string {
  const n = Number(bound);
  if (origin === 'string') {
    if (min && n === 1) return 'must not be empty';
    return `must be ${min ? 'at least' : 'at most'} ${n} characters`;
  }
  if (origin === 'array' || origin === 'set') {
    if (min && n === 1) return 'must have at least one item';
    return `must have ${min ? 'at least' : 'at most'} ${n} items`;
  }
  return `must be ${min ? 'at least' : 'at most'} ${n}`;
}

function reason(issue: Issue, data: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (data !== undefined && valueAt(data, issue.path) === undefined) return 'is required';
      if (issue.expected === 'int') return 'must be a whole number';
      return `must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
    case 'too_small':
      return sizeText(issue.origin, issue.minimum, true);
    case 'too_big':
      return sizeText(issue.origin, issue.maximum, false);
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'invalid_format':
      return `must be a valid ${issue.format}`;
    case 'unrecognized_keys':
      return `has unknown ${issue.keys.length === 1 ? 'field' : 'fields'} ${issue.keys.join(', ')}`;
    case 'custom':
      // zod/mini loads no locale, so its default text is the bare "Invalid input".
      return issue.message && issue.message !== 'Invalid input' ? issue.message : 'is invalid';
    default:
      return 'is invalid';
  }
}

/**
 * Turn a zod error into one short sentence a person can act on, naming each field and why it
 * was refused, e.g. `input: must not be empty; duration: must be one of "10s", "15s", "25s"`.
 * The server sends it back as `{ error }`. Pass the parsed data to tell "missing" from "wrong
 * type" (zod does not keep the input in its issues by default).
 */
export function formatZodError(error: { issues: readonly Issue[] }, data?: unknown): string {
  const parts = error.issues
    .slice(0, MAX_ISSUES)
    .map((issue) => `${pathText(issue.path)}: ${reason(issue, data)}`);
  const more = error.issues.length - MAX_ISSUES;
  if (more > 0) parts.push(`and ${more} more`);
  return parts.length > 0 ? parts.join('; ') : 'invalid request';
}
