import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { findUserByEmail, insertUser } from '../../auth/users.queries.js';
import { apiError } from '../../http/errors.js';
import { toUser } from '../mappers.js';
import type { H } from './types.js';

export const issueToken: H<'issueToken'> = async ({ body }, { db, tokens, config }) => {
  const user = await findUserByEmail(db, body.username);
  if (!(await verifyPassword(body.password, user?.password_hash ?? null, config.passwordHashCost)) || !user) {
    throw apiError('INVALID_CREDENTIALS', 'Incorrect username or password', undefined, { 'WWW-Authenticate': 'Bearer' });
  }
  const access_token = await tokens.sign({ sub: user.id, role: user.role });
  return { status: 200, body: { access_token, token_type: 'bearer', expires_in: tokens.ttlSeconds } };
};

export const registerUser: H<'registerUser'> = async ({ body }, { db, config }) => {
  const row = await insertUser(db, { email: body.email, name: body.name ?? null, password_hash: await hashPassword(body.password, config.passwordHashCost), role: 'user' });
  return { status: 201, body: toUser(row) };
};
