import { solveBotCheck } from '../../../../core/botCheckSolver';

/** What the page asks the worker to solve; `id` ties the answer to the request. */
export interface SolveRequest {
  id: number;
  algorithm: string;
  challenge: string;
  salt: string;
  maxNumber: number;
}

/** The number that solves the challenge, or null when none up to maxNumber does. */
export interface SolveAnswer {
  id: number;
  number: number | null;
}

// Brute force off the main thread, so typing stays smooth while the proof of work runs.
self.onmessage = (event: MessageEvent<SolveRequest>) => {
  const { id, ...puzzle } = event.data;
  const answer: SolveAnswer = { id, number: solveBotCheck(puzzle) };
  self.postMessage(answer);
};
