import { deleteStash as deleteStashChunks, putStashChunk as putChunk } from '../stashes.queries.js';
import { summarizeRows } from '../stash-kinds.js';
import { isText, teamOf, type H } from './types.js';

export const putStashChunk: H<'putStashChunk'> = async ({ ctx, params, body, bodyFormat, rawBody }, { db }) => {
  if (isText(bodyFormat)) await putChunk(db, teamOf(ctx), params.stashID, params.serial, body, true);
  // JSON rows are stored as received (the body was parsed and validated already), with their
  // summary, which lets the commit copy them without reading them back.
  else await putChunk(db, teamOf(ctx), params.stashID, params.serial, body, false, { kinds: summarizeRows(body), json: bodyFormat === 'json' ? rawBody?.toString('utf8') : undefined });
  return { status: 200, body: {} };
};

export const deleteStash: H<'deleteStash'> = async ({ ctx, params }, { db }) => {
  await deleteStashChunks(db, teamOf(ctx), params.stashID);
  return { status: 200, body: {} };
};
