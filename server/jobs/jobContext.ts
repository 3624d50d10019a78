import type { Db } from '../db/database';
import type { RequestContext, Viewer } from '../domain/context';
import type { Mailer } from '../domain/mailer';
import type { SafeFetch } from '../domain/media/fetchPolicy';
import type { MediaStore } from '../domain/media/mediaStore';
import type { ServerSettings } from '../domain/serverSettings';
import { oidcClient } from '../infra/oidcClient';
import { safeFetch as defaultSafeFetch } from '../infra/safeFetch';
import { jobQueue } from './queue';

export interface JobContextDeps {
  db: Db;
  media: MediaStore;
  mailer: Mailer;
  settings: ServerSettings;
  safeFetch?: SafeFetch;
  now: () => Date;
}

/** The context a job acts in when it does something as a person (an import, a scheduled pin): theirs, no request. */
export function jobContextFor(deps: JobContextDeps): (viewer: Viewer) => RequestContext {
  return (viewer) => ({
    db: deps.db,
    viewer,
    actor: viewer,
    now: deps.now,
    media: deps.media,
    mailer: deps.mailer,
    jobs: jobQueue,
    safeFetch: deps.safeFetch ?? defaultSafeFetch,
    oidc: oidcClient,
    settings: deps.settings,
  });
}
