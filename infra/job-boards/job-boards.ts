import type { JobBoardId } from '@ats/domain/job-postings';
import type { JobBoard } from './job-board.port';
import { simulatedJobBoard, type SimulatedBoardOptions } from './simulated.board';
import { xmlFeedJobBoard } from './xml-feed.board';

/** The adapter behind each board: the XML feed is real, the others are simulated until contracts exist. */
export const jobBoardAdapters = (options: { publicUrl: string; simulated: SimulatedBoardOptions }): ((board: JobBoardId) => JobBoard) => {
  const feed = xmlFeedJobBoard(options.publicUrl);
  const simulated = simulatedJobBoard(options.simulated);
  return (board) => (board === 'xml-feed' ? feed : simulated);
};
