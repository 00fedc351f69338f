/**
 * Operations whose body is signed by the sender (the WhatsApp status webhook): the signature is
 * over the bytes as they arrived, so it is checked in `preParsing`, on the raw body, before the JSON
 * parser and the contract's validation see it (docs/customer-messages.md, "Webhook"). The bytes
 * then go on to them unchanged, so the route stays an ordinary operation of the document: parsed as
 * declared, validated against its schema (malformed JSON 400, a wrong shape 422), and answered by
 * its handler. A missing or wrong signature is 401 `invalid_signature`, and nothing is parsed.
 */
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { verifyWhatsAppSignature } from '../messages/webhook';
import { ApiError } from './errors';

type PreParsing = (request: FastifyRequest, reply: unknown, payload: Readable) => Promise<Readable>;

async function readAll(payload: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) {
      payload.destroy();
      throw new ApiError(413, 'payload_too_large', 'api.error.payload_too_large');
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The signature check of `operationId`'s body, when its sender signs it. */
export function signedBodyCheck(operationId: string, config: Config): PreParsing | undefined {
  if (operationId !== 'receiveWhatsAppWebhook') return undefined;
  return async (request, _reply, payload) => {
    const raw = await readAll(payload, config.bodyLimit);
    const secret = config.whatsapp.appSecret;
    if (!secret || !verifyWhatsAppSignature(secret, raw, request.headers['x-hub-signature-256'])) {
      throw new ApiError(401, 'invalid_signature', 'api.customerMessages.webhook.invalid_signature');
    }
    return Readable.from([raw], { objectMode: false });
  };
}
