// The worker bundles this file: every workflow function the worker runs is exported here.
export { autoArchiveUnresponsive } from './auto-archive.workflow';
