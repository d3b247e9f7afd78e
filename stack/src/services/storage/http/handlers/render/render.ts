import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectRow } from '../../../domain/types.ts';
import { imgproxyTransformations, transformImage, type TransformOptions } from '../../../infra/image.ts';
import { setObjectHeaders, type SendOptions } from '../../send.ts';

/** Transforms a stored image with sharp and answers like Supabase's image renderer. */
export async function renderImage(
  request: FastifyRequest,
  reply: FastifyReply,
  object: ObjectRow,
  transform: TransformOptions,
  options: SendOptions,
): Promise<FastifyReply> {
  const { deps } = request.server.storage;
  const source = deps.backend.get({ bucket: object.bucket_id, key: object.name, version: object.version });
  const accept = transform.format === 'origin' ? undefined : request.headers.accept;
  const { data, mimeType } = await transformImage(source, transform, accept);
  setObjectHeaders(reply, object, options);
  reply.removeHeader('ETag');
  reply.removeHeader('Accept-Ranges');
  const transformations = imgproxyTransformations(transform);
  if (transformations.length > 0) reply.header('X-Transformations', transformations.join(','));
  return reply.status(200).header('Content-Type', mimeType).header('Content-Length', data.length).send(data);
}
