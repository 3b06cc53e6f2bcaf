import type { IncomingMessage } from 'node:http';
import { Problem } from './problem.js';

/** A resource's version as a strong ETag: `"7"`. */
export function etagOf(version: number): string {
  return `"${version}"`;
}

function tags(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/**
 * The versions an `If-Match` header allows (null when there is none, or `*`): what a write hands
 * the domain, which compares them with the current version inside its transaction. A weak tag
 * (`W/"7"`) never matches (RFC 9110 strong comparison); a tag that is no version is a 412 too.
 */
export function ifMatchVersions(request: IncomingMessage): number[] | null {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return null;
  const versions = tags(header).flatMap((tag) => {
    const match = /^"(\d{1,15})"$/.exec(tag);
    return match ? [Number(match[1])] : [];
  });
  if (versions.length === 0) throw new Problem('precondition-failed', `If-Match ${header.slice(0, 60)} names no current version of the resource; nothing was changed.`);
  return versions;
}
