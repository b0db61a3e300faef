import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, unsupportedMedia } from '../http/http-error.ts';
import { sniffImageType, type ImageType } from './image-type.ts';

export interface UploadedImage {
  buffer: Buffer;
  type: ImageType;
  filename: string;
}

export interface MultipartImageForm {
  fields: Record<string, string>;
  file: UploadedImage | null;
}

/**
 * Reads a multipart form with at most one image file part named `fileField`.
 * The 5 MB limit is enforced by @fastify/multipart while streaming (413); the type is decided by the bytes (415).
 */
export async function readMultipartImage(request: FastifyRequest, fileField: string): Promise<MultipartImageForm> {
  if (!request.isMultipart()) throw unsupportedMedia('api.uploadNotMultipart');
  try {
    return await readParts(request, fileField);
  } catch (error) {
    // The multipart parser reports a truncated or malformed body as a plain Error: the client's fault, not a 500.
    if (error instanceof HttpError || (error as { code?: unknown } | null)?.code) throw error;
    throw badRequest('api.uploadUnreadable');
  }
}

async function readParts(request: FastifyRequest, fileField: string): Promise<MultipartImageForm> {
  const fields: Record<string, string> = {};
  let file: UploadedImage | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField) {
        await part.toBuffer();
        throw badRequest('api.uploadWrongField', { field: part.fieldname, expected: fileField });
      }
      const buffer = await part.toBuffer();
      if (buffer.length === 0) continue;
      const type = sniffImageType(buffer);
      if (!type) throw unsupportedMedia('api.imageWrongType');
      file = { buffer, type, filename: part.filename };
    } else if (typeof part.value === 'string') {
      if (part.value.includes('\u0000')) throw badRequest('api.nulCharacter');
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}
