/**
 * The content context's public face: what other contexts, the app module and the demo seed may
 * use. Anything not exported here is internal (the architecture test enforces it).
 */
export { ContentModule } from './content.module.js';
export { DocumentsProjection } from './projections/documents.projection.js';
export { SettingFacts } from './application/setting-facts.js';
export { CONTENT, type CreateDocument, type UpdateDocument, type DeleteDocument } from './domain/document.decider.js';
export { TermsQueries } from './application/terms.queries.js';
export { TermsProjection } from './projections/terms.projection.js';
export type { PublishTerms } from './domain/terms.decider.js';
export { DocumentExistsError, DocumentNotFoundError } from './content.errors.js';
export { ContentHistory, documentSource, type HistorySource } from './application/content-history.js';
export { documentVersions } from './domain/document-history.js';
export { HistoryRoute, RestoreRoute } from './http/content-history.routes.js';
