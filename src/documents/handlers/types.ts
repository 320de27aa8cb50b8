import type { operations } from '../../../generated/documents.js';
import type { Handler } from '../../http/types.js';
import type { Services } from '../../services.js';

/** The handler of one operation of specs/documents.yaml. */
export type H<K extends keyof operations> = Handler<operations[K], Services>;
