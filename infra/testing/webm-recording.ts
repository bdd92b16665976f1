/**
 * WebM files made for tests of the recorder's uploads: the bytes a browser's MediaRecorder writes, cut down to
 * what the server reads (the EBML header `file-type` detects, the timestamps the length is read from).
 */

/** The EBML header whose DocType is "webm": what `file-type` reads as video/webm. */
const EBML_HEADER = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77,
  0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
]);

/** The smallest file `file-type` reads as WebM: the header, then `payloadBytes` that say nothing of a length. */
export const webmFile = (payloadBytes: number): Buffer => Buffer.concat([EBML_HEADER, Buffer.alloc(payloadBytes, 7)]);

/** An EBML element: its id, its size (8 bytes, or "unknown" as a streaming MediaRecorder writes), its content. */
const element = (id: number[], content: Buffer | null): Buffer => {
  const size = Buffer.alloc(8);
  if (content) size.writeBigUInt64BE(BigInt(content.length) | (1n << 56n));
  else size.fill(0xff, 1).writeUInt8(0x01, 0);
  return Buffer.concat([Buffer.from(id), size, content ?? Buffer.alloc(0)]);
};
const uint = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const float = (value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return bytes;
};

const SEGMENT = [0x18, 0x53, 0x80, 0x67];
const INFO = [0x15, 0x49, 0xa9, 0x66];
const TIMESTAMP_SCALE = [0x2a, 0xd7, 0xb1];
const DURATION = [0x44, 0x89];
const CLUSTER = [0x1f, 0x43, 0xb6, 0x75];
const CLUSTER_TIMESTAMP = [0xe7];
const SIMPLE_BLOCK = [0xa3];

export type WebmRecordingOptions = {
  /** Frame data in all (split between the blocks). */
  payloadBytes?: number;
  /** A Duration element in the segment's info (MediaRecorder writes none), in seconds. */
  declaredSeconds?: number;
  /** Nanoseconds per timestamp tick: Matroska's default is a millisecond. */
  timestampScaleNs?: number;
};

/**
 * A WebM as Chrome's MediaRecorder writes it: a segment and clusters of unknown size, no Duration, each cluster's
 * timestamp and one video block in it — the first at 0, the last one frame (33 ms) before `seconds`.
 */
export const webmRecording = (seconds: number, { payloadBytes = 4096, declaredSeconds, timestampScaleNs = 1_000_000 }: WebmRecordingOptions = {}): Buffer => {
  const ticks = (value: number) => Math.round((value * 1e9) / timestampScaleNs);
  const info = element(INFO, Buffer.concat([element(TIMESTAMP_SCALE, uint(timestampScaleNs)), declaredSeconds === undefined ? Buffer.alloc(0) : element(DURATION, float(ticks(declaredSeconds)))]));
  const clusters = [0, Math.max(0, ticks(seconds - 0.033))].map((timestamp, index) => {
    const block = Buffer.concat([Buffer.from([0x81, 0x00, 0x00, index === 0 ? 0x80 : 0x00]), Buffer.alloc(Math.floor(payloadBytes / 2), 9)]);
    return Buffer.concat([element(CLUSTER, null), element(CLUSTER_TIMESTAMP, uint(timestamp)), element(SIMPLE_BLOCK, block)]);
  });
  return Buffer.concat([EBML_HEADER, element(SEGMENT, null), info, ...clusters]);
};
