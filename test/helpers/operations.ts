// Builds a concrete request target for any operation of a contract (path parameters filled).
import { randomUUID } from 'node:crypto';
import type { ContractOperation as Operation } from './contract.js';

export function concretePath(op: Operation): string {
  return op.path.replace(/\{[^}]+\}/g, () => randomUUID());
}

export function hasBody(op: Operation): boolean {
  return Boolean(op.requestBody);
}

export function isProbe(op: Operation): boolean {
  return Boolean(op['x-probe']);
}

export function documents(op: Operation, status: number): boolean {
  return String(status) in (op.responses ?? {});
}
