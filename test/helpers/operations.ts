// Builds a concrete request target for any operation of a contract (path parameters filled).
import { randomUUID } from 'node:crypto';
import type { Operation } from 'openapi-backend';

export function concretePath(op: Operation): string {
  return op.path.replace(/\{[^}]+\}/g, () => randomUUID());
}

export function hasBody(op: Operation): boolean {
  return Boolean(op.requestBody);
}

export function isProbe(op: Operation): boolean {
  return Boolean((op as unknown as Record<string, unknown>)['x-probe']);
}

export function documents(op: Operation, status: number): boolean {
  return String(status) in (op.responses ?? {});
}
