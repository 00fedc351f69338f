/**
 * One body format per operation: a request body is read only in a media type the operation's
 * `requestBody` declares, so the contract's schema for that type always applies (a form-encoded
 * body can no longer slip past a JSON schema). Checked before the body is parsed (preParsing).
 */
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import type { OperationInfo } from './spec';

function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (request.headers['transfer-encoding'] !== undefined) return true;
  return length !== undefined && length !== '0';
}

/** `application/json; charset=utf-8` → `application/json`. */
function mediaTypeOf(header: string | undefined): string | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type || undefined;
}

/**
 * A body in an undeclared media type → 415 `unsupported_media_type`. An operation that declares no
 * body reads none: what a client sends anyway is dropped unread (so no parser and no schema is
 * involved), and the operation answers as if the body were empty.
 */
export function bodyPolicy(info: OperationInfo | undefined) {
  return async (request: FastifyRequest, _reply: unknown, payload: Readable): Promise<Readable> => {
    if (!info || !carriesBody(request)) return payload;
    if (!info.requestMediaTypes.length) {
      delete request.headers['content-type'];
      delete request.headers['transfer-encoding'];
      request.headers['content-length'] = '0';
      payload.resume();
      return Readable.from([]);
    }
    const type = mediaTypeOf(request.headers['content-type']);
    if (type && info.requestMediaTypes.includes(type)) return payload;
    throw new ApiError(415, 'unsupported_media_type', 'api.error.unsupported_media_type');
  };
}
