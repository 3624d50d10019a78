import { searchTerms } from './search';

/** Advisory severities. */
export const ADVISORY_SEVERITY = { abusive: 0, sensitive: 1, brandUnsafe: 2 } as const;
export type AdvisorySeverity = (typeof ADVISORY_SEVERITY)[keyof typeof ADVISORY_SEVERITY];

export const THIRD_PARTY_ADVISORY_TYPE = 'THIRD_PARTY_TL';
/** Advisory actions show for advisory types 4 and 14, or the third-party type. */
const ACTION_ADVISORY_TYPES: ReadonlySet<number | string> = new Set([4, 14, THIRD_PARTY_ADVISORY_TYPE]);

/** A text tag of a notice's description; type 5 is a link. */
export const LINK_TEXT_TAG = 5;

export interface NoticeTextTag {
  type: number;
  offset: number;
  length: number;
  link: string;
}

export interface AdvisoryNotice {
  style: 'info' | 'warning' | 'error';
  title: string;
  description: string;
  textTags: NoticeTextTag[];
  actions: { text: string; link: string }[];
  footer: { text: string; link: string | null } | null;
}

export interface Advisory {
  advisory: string;
  severity: AdvisorySeverity;
  advisoryType: number | string;
  /** ISO country the resources are for; null for everywhere. */
  resourceCountry: string | null;
  notice: AdvisoryNotice;
  /** Searches, each matched as whole words in a row anywhere in the query. */
  terms: string[][];
}

export function advisoryShowsActions(advisory: Pick<Advisory, 'advisoryType'>): boolean {
  // GraphQL carries the type as a string ("14"); the file may give a number.
  const type = String(advisory.advisoryType);
  return ACTION_ADVISORY_TYPES.has(/^\d+$/.test(type) ? Number(type) : type);
}

/** Abusive searches get the notice and no results; the others get the notice above their results. */
export function advisoryWithholdsResults(advisory: Pick<Advisory, 'severity'>): boolean {
  return advisory.severity === ADVISORY_SEVERITY.abusive;
}

/** Sensitive and abusive advisories are for people; brand-unsafe ones only keep ads away. */
export function advisoryShownToPeople(advisory: Pick<Advisory, 'severity'>): boolean {
  return advisory.severity !== ADVISORY_SEVERITY.brandUnsafe;
}

function containsRun(words: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0 || run.length > words.length) return false;
  for (let start = 0; start + run.length <= words.length; start++) {
    if (run.every((word, i) => words[start + i] === word)) return true;
  }
  return false;
}

/** The first advisory whose terms the query contains (words compared as search compares them), or null. */
export function advisoryFor<A extends Pick<Advisory, 'terms'>>(
  advisories: readonly A[],
  query: string,
): A | null {
  const words = searchTerms(query.normalize('NFKD').replace(/\p{M}/gu, ''));
  return advisories.find((advisory) => advisory.terms.some((run) => containsRun(words, run))) ?? null;
}

/** A notice description cut into plain text and links, for rendering. */
export function noticeSegments(
  description: string,
  tags: readonly NoticeTextTag[],
): { text: string; link: string | null }[] {
  const segments: { text: string; link: string | null }[] = [];
  let at = 0;
  for (const tag of [...tags].sort((a, b) => a.offset - b.offset)) {
    if (tag.type !== LINK_TEXT_TAG || tag.offset < at || tag.offset + tag.length > description.length)
      continue;
    if (tag.offset > at) segments.push({ text: description.slice(at, tag.offset), link: null });
    segments.push({ text: description.slice(tag.offset, tag.offset + tag.length), link: tag.link });
    at = tag.offset + tag.length;
  }
  if (at < description.length) segments.push({ text: description.slice(at), link: null });
  return segments;
}

/** Thrown for an advisories file that can't be used; the message says where and why. */
export class AdvisoryFileError extends Error {}

function text(value: unknown, where: string, optional = false): string {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (optional && (value === undefined || value === null)) return '';
  throw new AdvisoryFileError(`${where} must be a non-empty string`);
}

function httpLink(value: unknown, where: string): string {
  const link = text(value, where);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new AdvisoryFileError(`${where} must be an absolute http(s) address`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new AdvisoryFileError(`${where} must be an absolute http(s) address`);
  }
  return url.toString();
}

function list(value: unknown, where: string): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new AdvisoryFileError(`${where} must be a list`);
  return value;
}

function record(value: unknown, where: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new AdvisoryFileError(`${where} must be an object`);
  }
  return value as Record<string, unknown>;
}

/**
 * Reads the operator's advisories (JSON, see README): each with its searches, severity 0–2, advisory type and
 * notice. The description's links are given as texts that occur in it, and become link text tags.
 */
export function parseAdvisories(json: unknown): Advisory[] {
  return list(json, 'The advisories file').map((item, index) => {
    const where = `Advisory ${index + 1}`;
    const entry = record(item, where);
    const severity = entry.severity;
    if (severity !== 0 && severity !== 1 && severity !== 2) {
      throw new AdvisoryFileError(
        `${where}: severity must be 0 (abusive), 1 (sensitive) or 2 (brand unsafe)`,
      );
    }
    const advisoryType = entry.advisory_type;
    if (typeof advisoryType !== 'number' && typeof advisoryType !== 'string') {
      throw new AdvisoryFileError(`${where}: advisory_type must be a number or a string`);
    }
    const terms = list(entry.terms, `${where}: terms`).map((term, i) =>
      searchTerms(text(term, `${where}: term ${i + 1}`)),
    );
    if (terms.length === 0 || terms.some((run) => run.length === 0)) {
      throw new AdvisoryFileError(`${where}: terms must list searches with at least one word each`);
    }
    const notice = record(entry.notice, `${where}: notice`);
    const description = text(notice.description, `${where}: notice.description`);
    const textTags = list(notice.links, `${where}: notice.links`).map((linkItem, i) => {
      const link = record(linkItem, `${where}: link ${i + 1}`);
      const linkText = text(link.text, `${where}: link ${i + 1} text`);
      const offset = description.indexOf(linkText);
      if (offset < 0)
        throw new AdvisoryFileError(`${where}: link text "${linkText}" is not in the description`);
      return {
        type: LINK_TEXT_TAG,
        offset,
        length: linkText.length,
        link: httpLink(link.url, `${where}: link ${i + 1} url`),
      };
    });
    const style = notice.style ?? 'info';
    if (style !== 'info' && style !== 'warning' && style !== 'error') {
      throw new AdvisoryFileError(`${where}: notice.style must be info, warning or error`);
    }
    const footer = notice.footer === undefined ? null : record(notice.footer, `${where}: notice.footer`);
    const country = entry.resource_country;
    if (
      country !== undefined &&
      country !== null &&
      !(typeof country === 'string' && /^[A-Z]{2}$/.test(country))
    ) {
      throw new AdvisoryFileError(`${where}: resource_country must be a two-letter country code`);
    }
    return {
      advisory: text(entry.advisory, `${where}: advisory`),
      severity,
      advisoryType,
      resourceCountry: typeof country === 'string' ? country : null,
      terms,
      notice: {
        style,
        title: text(notice.title, `${where}: notice.title`),
        description,
        textTags,
        actions: list(notice.actions, `${where}: notice.actions`).map((actionItem, i) => {
          const action = record(actionItem, `${where}: action ${i + 1}`);
          return {
            text: text(action.text, `${where}: action ${i + 1} text`),
            link: httpLink(action.link, `${where}: action ${i + 1} link`),
          };
        }),
        footer: footer
          ? {
              text: text(footer.text, `${where}: notice.footer.text`),
              link: footer.link === undefined ? null : httpLink(footer.link, `${where}: notice.footer.link`),
            }
          : null,
      },
    };
  });
}
