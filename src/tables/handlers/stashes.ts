import { deleteStash as deleteStashChunks, putStashChunk as putChunk } from '../stashes.queries.js';
import { isText, teamOf, type H } from './types.js';

export const putStashChunk: H<'putStashChunk'> = async ({ ctx, params, body, bodyFormat }, { db }) => {
  await putChunk(db, teamOf(ctx), params.stashID, params.serial, body, isText(bodyFormat));
  return { status: 200, body: {} };
};

export const deleteStash: H<'deleteStash'> = async ({ ctx, params }, { db }) => {
  await deleteStashChunks(db, teamOf(ctx), params.stashID);
  return { status: 200, body: {} };
};
