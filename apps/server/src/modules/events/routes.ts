import type { FastifyInstance } from 'fastify';

export async function eventsRoutes(_app: FastifyInstance) {}
