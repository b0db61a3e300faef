import type { FastifyInstance } from 'fastify';

export async function seedDemoEvents(_app: FastifyInstance): Promise<number> {
  return 0;
}
