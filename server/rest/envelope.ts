import type { FastifyReply } from 'fastify';
import { SERVER_ERROR } from '../../core/texts';
import { asNotFoundIfRowId, DomainError } from '../domain/errors';
import { httpStatusOf } from './httpStatus';

/** The legacy success envelope: {status, code, message, data}. */
export function ok<T>(data: T) {
  return { status: 'success' as const, code: 0, message: 'ok', data };
}

/** Sends a failure in the legacy envelope; unexpected errors are logged and answered without detail. */
export function sendFailure(reply: FastifyReply, thrown: unknown): FastifyReply {
  const error = asNotFoundIfRowId(thrown);
  if (error instanceof DomainError) {
    return reply.status(httpStatusOf(error.code)).send({
      status: 'failure',
      code: error.apiErrorCode,
      message: error.message,
      message_detail: error.messageDetail,
      api_error_code: error.apiErrorCode,
    });
  }
  reply.log.error(error);
  return reply.status(500).send({
    status: 'failure',
    code: 500,
    message: SERVER_ERROR,
    message_detail: null,
    api_error_code: 500,
  });
}

/** Runs a handler and wraps its result (or its failure) in the envelope. */
export async function respond<T>(reply: FastifyReply, run: () => Promise<T>): Promise<FastifyReply> {
  try {
    return reply.send(ok(await run()));
  } catch (error) {
    return sendFailure(reply, error);
  }
}
