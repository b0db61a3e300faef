import type { FastifyInstance } from 'fastify';

export async function seedDemoGallery(_app: FastifyInstance): Promise<number> {
  return 0;
}
