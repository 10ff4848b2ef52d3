import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The Fastify instance a route plugin receives, typed by the contract's zod schemas: what the
 * functions that register a group of a feature's routes take.
 */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
