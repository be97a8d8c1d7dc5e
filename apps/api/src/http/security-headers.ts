import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Headers on every API answer. The API serves JSON and redirects only, so its policy forbids
 * everything a document could load or be framed by; HSTS goes out on https (behind a trusted proxy
 * `request.protocol` follows X-Forwarded-Proto). Fastify sends no X-Powered-By.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('x-frame-options', 'DENY');
  reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('cross-origin-resource-policy', 'same-origin');
  if (request.protocol === 'https') {
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  }
}

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => setSecurityHeaders(request, reply));
}
