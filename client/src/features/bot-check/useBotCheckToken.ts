import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BOT_CHECK_REFRESH_MS,
  type BotCheckCall,
  botCheckAction,
  botCheckBlockedUntil,
} from '../../../../core/botCheck';
import { useIsMobile } from '../../ui/useIsMobile';
import { BotCheckChallengeQuery } from './botCheckChallengeQuery';
import { addBotCheckFailure, readBotCheckFailures } from './botCheckFailures';
import type { SolveAnswer, SolveRequest } from './solver.worker';

/**
 * - `solving`: fetching a challenge and working on it;
 * - `ready`: a token is in hand;
 * - `unavailable`: the challenge could not be loaded or solved (the notice offers Retry);
 * - `blocked`: 3 failed checks within the hour, no submitting until the hour passes;
 * - `off`: the server does not check (BOT_CHECK=off), calls go without a token.
 */
export type BotCheckStatus = 'solving' | 'ready' | 'unavailable' | 'blocked' | 'off';

export interface BotCheck {
  status: BotCheckStatus;
  /** A submit is waiting for the solve to finish. */
  waiting: boolean;
  /** When the local block ends (ms since the epoch), while `blocked`. */
  blockedUntil: number | null;
  /**
   * The token for one call (null when the server does not check), waiting for the solve if it is still running;
   * a fresh one is started at once, since each works once. Rejects when there is none to give: the notice says why.
   */
  takeToken(): Promise<string | null>;
  /** The server refused the token: counts as a failed check towards the local limit. */
  reportRefused(): void;
  retry(): void;
}

/** Thrown by takeToken when no token can be had (load error, unsolvable challenge, local block). */
export class BotCheckUnavailable extends Error {
  constructor() {
    super('No bot-check token');
    this.name = 'BotCheckUnavailable';
  }
}

class UnsolvedChallenge extends Error {}

let nextSolveId = 0;

function solveInWorker(worker: Worker, request: Omit<SolveRequest, 'id'>): Promise<number | null> {
  const id = ++nextSolveId;
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<SolveAnswer>) => {
      if (event.data.id !== id) return;
      cleanup();
      resolve(event.data.number);
    };
    const onError = () => {
      cleanup();
      reject(new Error('The bot-check worker failed'));
    };
    const cleanup = () => {
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    worker.postMessage({ id, ...request } satisfies SolveRequest);
  });
}

/**
 * An invisible proof-of-work bot check for one kind of call (our stand-in for reCAPTCHA Enterprise): fetches a
 * challenge for its action (`mweb_` on phones and narrow windows, `web_` otherwise) on mount, solves it
 * in a Web Worker, and replaces the token every 105000 ms so the one in hand has not expired.
 */
export function useBotCheckToken(call: BotCheckCall): BotCheck {
  const client = useApolloClient();
  const action = botCheckAction(call, useIsMobile() ? 'mweb' : 'web');
  const [status, setStatus] = useState<BotCheckStatus>('solving');
  const [waiting, setWaiting] = useState(false);
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);
  const pending = useRef<Promise<string | null> | null>(null);
  /** Bumped by every load and on unmount, so answers to an earlier load are ignored. */
  const generation = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const worker = useRef<Worker | null>(null);

  const stop = useCallback(() => {
    generation.current += 1;
    window.clearTimeout(timer.current);
    worker.current?.terminate();
    worker.current = null;
  }, []);

  const load = useCallback(() => {
    stop();
    const current = generation.current;
    const until = botCheckBlockedUntil(readBotCheckFailures(), Date.now());
    if (until !== null) {
      pending.current = Promise.reject(new BotCheckUnavailable());
      pending.current.catch(() => undefined);
      setBlockedUntil(until);
      setStatus('blocked');
      timer.current = window.setTimeout(load, until - Date.now());
      return;
    }
    setBlockedUntil(null);
    setStatus('solving');
    const solver = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
    worker.current = solver;
    const run = (async () => {
      const { data } = await client.query({
        query: BotCheckChallengeQuery,
        variables: { action },
        fetchPolicy: 'no-cache',
      });
      const challenge = data?.botCheckChallenge;
      if (!challenge) return null;
      const number = await solveInWorker(solver, challenge);
      if (number === null) {
        // A challenge without a solution in range is a failed check, like a refused token.
        addBotCheckFailure(Date.now());
        throw new UnsolvedChallenge();
      }
      const { algorithm, salt, signature } = challenge;
      return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
    })();
    pending.current = run;
    run.then(
      (token) => {
        if (current !== generation.current) return;
        solver.terminate();
        setStatus(token === null ? 'off' : 'ready');
        if (token !== null) timer.current = window.setTimeout(load, BOT_CHECK_REFRESH_MS);
      },
      () => {
        if (current !== generation.current) return;
        solver.terminate();
        if (botCheckBlockedUntil(readBotCheckFailures(), Date.now()) !== null) load();
        else setStatus('unavailable');
      },
    );
  }, [client, action, stop]);

  useEffect(() => {
    load();
    return stop;
  }, [load, stop]);

  const takeToken = useCallback(async () => {
    const current = pending.current;
    if (!current) throw new BotCheckUnavailable();
    setWaiting(true);
    try {
      const token = await current.catch(() => {
        throw new BotCheckUnavailable();
      });
      if (token !== null) load();
      return token;
    } finally {
      setWaiting(false);
    }
  }, [load]);

  const reportRefused = useCallback(() => {
    const now = Date.now();
    if (botCheckBlockedUntil(addBotCheckFailure(now), now) !== null) load();
  }, [load]);

  return { status, waiting, blockedUntil, takeToken, reportRefused, retry: load };
}
