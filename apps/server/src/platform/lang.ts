import type { FastifyRequest } from 'fastify';
import type { Lang } from '@boothhub/shared';

/** The request's language: the `bh_lang` cookie set by the client's switch, else Accept-Language; Chinese by default. */
export function requestLang(req: FastifyRequest): Lang {
  const chosen = req.cookies?.bh_lang;
  if (chosen === 'en-US' || chosen === 'zh-CN') return chosen;
  const header = String(req.headers['accept-language'] ?? '').toLowerCase();
  if (!header) return 'zh-CN';
  const first = header.split(',')[0]?.trim() ?? '';
  return first.startsWith('en') ? 'en-US' : 'zh-CN';
}
