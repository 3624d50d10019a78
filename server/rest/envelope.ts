import type { FastifyReply } from 'fastify';
import { SERVER_ERROR } from '../../core/texts';
import { asNotFoundIfRowId, DomainError } from '../domain/errors';
import { httpStatusOf } from './httpStatus';

/** The legacy success envelope: {status, code, message, data}. */
export function ok<T>(data: T) {
  return { status: 'success' as const, code: 0, message: 'ok', data };
}

/**
 * The legacy failure envelope; `api_error_code` is the code unless the failure names its own. A move adds
 * `redirect_url`, the page address the legacy client sends the person to; a log-in that started no session adds
 * `login_outcome` (core/loginOutcomes.ts).
 */
export function failureBody(failure: {
  code: number;
  message: string;
  messageDetail?: string | null;
  apiErrorCode?: number;
  redirectUrl?: string | null;
  loginOutcome?: number | null;
}) {
  return {
    status: 'failure' as const,
    code: failure.code,
    message: failure.message,
    message_detail: failure.messageDetail ?? null,
    api_error_code: failure.apiErrorCode ?? failure.code,
    ...(failure.redirectUrl ? { redirect_url: failure.redirectUrl } : {}),
    ...(failure.loginOutcome != null ? { login_outcome: failure.loginOutcome } : {}),
  };
}

/**
 * Sends a failure in the legacy envelope; unexpected errors are logged and answered without detail.
 *
 * NOTE: a move is a 301 without a Location header. The new address is a page for the person, not this API's
 * resource, and a Location would make fetch and XHR follow it on their own to an HTML page instead of letting
 * the client read `redirect_url`.
 */
export function sendFailure(reply: FastifyReply, thrown: unknown): FastifyReply {
  const error = asNotFoundIfRowId(thrown);
  if (error instanceof DomainError) {
    return reply.status(httpStatusOf(error.code)).send(
      failureBody({
        code: error.apiErrorCode,
        message: error.message,
        messageDetail: error.messageDetail,
        redirectUrl: error.redirectUrl,
        loginOutcome: error.loginOutcome,
      }),
    );
  }
  reply.log.error(error);
  return reply.status(500).send(failureBody({ code: 500, message: SERVER_ERROR }));
}

/** Runs a handler and wraps its result (or its failure) in the envelope. */
export async function respond<T>(reply: FastifyReply, run: () => Promise<T>): Promise<FastifyReply> {
  try {
    return reply.send(ok(await run()));
  } catch (error) {
    return sendFailure(reply, error);
  }
}
