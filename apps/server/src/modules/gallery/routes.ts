import type { FastifyInstance } from 'fastify';

export async function galleryRoutes(_app: FastifyInstance) {}
