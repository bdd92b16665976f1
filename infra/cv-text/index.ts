export * from './cv-text.port';
export { documentCvTextExtractor, MAX_CV_TEXT_LENGTH } from './document-cv-text';
export { startCvTextIndexer, type RunningCvTextIndexer } from './cv-text-indexer';
