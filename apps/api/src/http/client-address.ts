import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config.ts';

/**
 * TRUST_PROXY as Fastify's `trustProxy` option. A hop count means what it means to proxy-addr and
 * Express: the nearest `hops` addresses of the chain (the socket's peer first) are our proxies. Fastify
 * 5.12 stopped reading a bare number that way and trusts nobody for one, so `TRUST_PROXY=1`, as
 * docker-compose and docs/deployment.md set it, put every visitor behind the web server's address in
 * one rate-limit bucket (issue 38); a function keeps the documented meaning in any Fastify version.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}

/**
 * The key a per-address limit counts under. `request.ip` is the address the trusted proxies
 * (TRUST_PROXY, decision 014) report, never a client's own `X-Forwarded-For`. An IPv4-mapped IPv6
 * address counts as its IPv4 address; any other IPv6 address as its /64, the block one
 * subscriber usually holds whole (a client could otherwise take a fresh address per attempt).
 */
export function addressLimitKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The client's address as the per-address limits count it. */
export function clientAddressOf(request: FastifyRequest): string {
  return addressLimitKey(request.ip);
}

const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an e-mail address delivers to, as the per-e-mail limits count it: case-folded,
 * without a `+tag` (`Ann+1@x.ca` and `ann+2@x.ca` reach the same inbox), and, at Gmail, without
 * the dots Gmail ignores. Only for counting: the address is stored and used as typed.
 */
export function mailboxLimitKey(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email.trim().toLowerCase();
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  let local = email.slice(0, at).trim().toLowerCase();
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}
