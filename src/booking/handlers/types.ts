import type { operations } from '../../../generated/booking.js';
import type { Handler } from '../../http/types.js';
import type { Services } from '../../services.js';

/** The handler of one operation of specs/booking.yaml. */
export type H<K extends keyof operations> = Handler<operations[K], Services>;
