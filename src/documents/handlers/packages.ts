// Packages and uploads.
import { ownerOf, packageNotFound } from '../errors.js';
import { toDocument, toPackage } from '../mappers.js';
import { documentsOfPackage, findPackage, insertDocument, insertPackage, listPackages as selectPackages } from '../packages.queries.js';
import { toUpload } from '../uploads.js';
import type { H } from './types.js';

export const listPackages: H<'listPackages'> = async ({ ctx }, { db }) => {
  const rows = await selectPackages(db, ownerOf(ctx));
  return { status: 200, body: { packages: rows.map(toPackage) } };
};

export const createPackage: H<'createPackage'> = async ({ body, ctx }, { db }) => {
  const owner = ownerOf(ctx);
  const row = await insertPackage(db, owner.id, body.name, body.description ?? null);
  return { status: 201, body: toPackage({ ...row, document_count: 0 }), headers: { Location: `${ctx.basePath}/api/packages/${row.id}` } };
};

export const getPackage: H<'getPackage'> = async ({ params, ctx }, { db }) => {
  const row = await findPackage(db, params.package_id, ownerOf(ctx));
  if (!row) throw packageNotFound(params.package_id);
  const docs = await documentsOfPackage(db, row.id);
  return { status: 200, body: { ...toPackage(row), documents: docs.map(toDocument) } };
};

export const uploadDocument: H<'uploadDocument'> = async ({ params, body, ctx }, { db, config }) => {
  const pkg = await findPackage(db, params.package_id, ownerOf(ctx));
  if (!pkg) throw packageNotFound(params.package_id);
  const upload = toUpload(body, config.documents.maxUploadBytes);
  const doc = await insertDocument(db, { package_id: pkg.id, filename: upload.filename, content_type: upload.contentType, content: upload.content });
  return { status: 201, body: toDocument(doc), headers: { Location: `${ctx.basePath}/api/documents/${doc.id}` } };
};
