import { Decoder, type StateAndTagData } from 'ebml';
import { parseBuffer } from 'music-metadata';

/** Matroska's default: timestamps count milliseconds. */
const DEFAULT_TIMESTAMP_SCALE_NS = 1_000_000;

/**
 * The length of a WebM recording in seconds, from its EBML elements as the `ebml` decoder reads them: the
 * latest block's timestamp (its cluster's timestamp plus the block's own offset) or the declared Duration,
 * whichever is later. A browser's MediaRecorder writes no Duration (it streams), so the timestamps are what
 * say how long a take is; a declared Duration shorter than the blocks does not hide them. Null when the file
 * has neither.
 */
const webmSeconds = (bytes: Buffer): Promise<number | null> =>
  new Promise((resolve) => {
    let scale = DEFAULT_TIMESTAMP_SCALE_NS;
    let declared = 0;
    let clusterTimestamp = 0;
    let latest: number | null = null;
    const decoder = new Decoder();
    const settle = () => {
      const ticks = Math.max(declared, latest ?? 0);
      resolve(latest === null && declared <= 0 ? null : (ticks * scale) / 1e9);
    };
    decoder.on('data', ([kind, tag]: StateAndTagData) => {
      if (kind !== 'tag') return;
      if (tag.name === 'TimecodeScale' && typeof tag.value === 'number' && tag.value > 0) scale = tag.value;
      else if (tag.name === 'Duration' && typeof tag.value === 'number' && Number.isFinite(tag.value)) declared = tag.value;
      else if (tag.name === 'Timecode' && typeof tag.value === 'number') clusterTimestamp = tag.value;
      else if ((tag.name === 'SimpleBlock' || tag.name === 'Block') && typeof tag.value === 'number')
        latest = Math.max(latest ?? 0, clusterTimestamp + tag.value);
    });
    // A file the decoder cannot follow (a malformed element) says what it read up to there.
    decoder.on('error', settle);
    decoder.on('end', settle);
    try {
      decoder.end(bytes);
    } catch {
      settle();
    }
  });

/** MP4 (Safari's MediaRecorder) and Ogg: music-metadata reads the movie header's duration or the last page's position. */
const otherSeconds = async (bytes: Buffer, contentType: string): Promise<number | null> => {
  try {
    const { format } = await parseBuffer(bytes, { mimeType: contentType, size: bytes.length }, { duration: true, skipCovers: true });
    return typeof format.duration === 'number' && Number.isFinite(format.duration) && format.duration > 0 ? format.duration : null;
  } catch {
    return null;
  }
};

/**
 * How long a recorded answer plays, in seconds, read from its bytes (`contentType`: what they were detected
 * as); null when they do not say, and then the upload's size limit is the only bound (MAX_ANSWER_BYTES).
 */
export const recordingSeconds = (bytes: Buffer, contentType: string): Promise<number | null> =>
  contentType.endsWith('/webm') ? webmSeconds(bytes) : otherSeconds(bytes, contentType);
