import type { FastifyInstance } from 'fastify';

export async function fightersRoutes(_app: FastifyInstance) {}
