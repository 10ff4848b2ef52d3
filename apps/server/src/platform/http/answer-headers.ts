import type { FastifyInstance } from 'fastify';
import { isLiveRoomPage, LIVE_ROOM_PAGE_PREFIXES } from '@jetsweat/contract';
import type { Config } from '../config/config.ts';
import { permissionsPolicy } from './permissions-policy.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';
import { apiSecurityHeaders, securityHeaders } from './security-headers.ts';

/**
 * An answer of the API rather than a page: the API documentation (/api/docs, swagger's page and
 * its scripts) is a page.
 */
const isApiAnswer = (pathname: string) =>
  pathname.startsWith('/api/') && !pathname.startsWith('/api/docs');

/**
 * The headers every answer carries, set in one hook that does not wait: the security headers and
 * the Permissions-Policy (worked out once for a live room's page and once for every other page;
 * an API answer has its own shorter set, security-headers.ts says why),
 * the request's id, and the instance's name when INSTANCE_ID is set (the scale test, an operator
 * debugging a balancer: a name the operator chose, nothing about the machine). One hook instead
 * of four, and no promise per request, is what a small kept answer's time could not spare.
 */
export function registerAnswerHeaders(app: FastifyInstance, config: Config): void {
  const stripe = config.payments === 'stripe';
  const security = securityHeaders(config);
  const instance = config.instanceId ? { 'x-instance': config.instanceId } : {};
  const elsewhere = {
    ...security,
    ...instance,
    'permissions-policy': permissionsPolicy('/', stripe),
  };
  const inRoom = {
    ...elsewhere,
    'permissions-policy': permissionsPolicy(LIVE_ROOM_PAGE_PREFIXES[0], stripe),
  };
  const api = { ...apiSecurityHeaders(security), ...instance };
  app.addHook('onRequest', (request, reply, done) => {
    const query = request.url.indexOf('?');
    const pathname = query < 0 ? request.url : request.url.slice(0, query);
    reply.headers(isApiAnswer(pathname) ? api : isLiveRoomPage(pathname) ? inRoom : elsewhere);
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
