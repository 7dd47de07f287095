import { FIRST_ANSWER_ID } from '@boothhub/shared/patterns';

/**
 * The first page's answer sent with the document (decision 046): for a few public pages (the task list, a task's
 * detail) the server asks the page's first call itself and writes its answer into the page, in
 * `<script type="application/json" id="bh-first-answer">`, so the page needs no round trip after its JavaScript has
 * run. The request helper takes it instead of sending that call — once, only for the same call, body and language,
 * and only early in the visit (an answer is a moment's truth; a later visit to the page asks again).
 */
export interface FirstAnswer {
  /** the call's path under /api/ */
  call: string;
  /** the body as the client sends it (JSON text) */
  body: string;
  lang: string;
  status: number;
  /** the answer's envelope */
  answer: unknown;
}

export { FIRST_ANSWER_ID };
/** how long after the page's start its answer may stand in for the call */
export const FIRST_ANSWER_MS = 15_000;

/** the script element read last and what it said */
let seen: { el: Element; first: FirstAnswer | null } | undefined;

function parse(text: string | null): FirstAnswer | null {
  try {
    const v = JSON.parse(text ?? '') as FirstAnswer;
    return typeof v?.call === 'string' && typeof v.body === 'string' && typeof v.status === 'number' ? v : null;
  } catch {
    return null;
  }
}

/** The answer still waiting in the document, if any (read once per script element). */
function waiting(): FirstAnswer | null {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById(FIRST_ANSWER_ID);
  if (!el) return null;
  if (seen?.el !== el) seen = { el, first: parse(el.textContent) };
  if (!seen.first) forget();
  return seen?.first ?? null;
}

function forget() {
  seen?.el.remove();
  seen = undefined;
}

/** The document's answer to this call, if it has one: given once, then forgotten. */
export function takeFirstAnswer(call: string, body: string, lang: string, sinceStart = performance.now()): FirstAnswer | undefined {
  const first = waiting();
  if (!first) return undefined;
  if (sinceStart > FIRST_ANSWER_MS) {
    forget();
    return undefined;
  }
  if (first.call !== call || first.body !== body || first.lang !== lang) return undefined;
  forget();
  return first;
}
