// music-metadata (MP4, Ogg) is an ES module jest cannot load here; WebM is read by `ebml` and covered below,
// the other containers and the whole upload by video-answers.int.
jest.mock('music-metadata', () => ({ parseBuffer: jest.fn() }), { virtual: true });
import { webmFile, webmRecording } from '@ats/infra/testing/webm-recording';
import { recordingSeconds } from './recording-duration';

describe('the length of a recorded WebM answer', () => {
  it('is read from the timestamps when the file declares no duration, as MediaRecorder writes it', async () => {
    expect(await recordingSeconds(webmRecording(210), 'video/webm')).toBeCloseTo(209.967, 3);
    expect(await recordingSeconds(webmRecording(12.5), 'audio/webm')).toBeCloseTo(12.467, 3);
  });

  it('follows the file’s timestamp scale', async () => {
    expect(await recordingSeconds(webmRecording(200, { timestampScaleNs: 1000 }), 'video/webm')).toBeCloseTo(199.967, 3);
  });

  it('is the later of the declared duration and the last block: a short declared duration hides nothing', async () => {
    expect(await recordingSeconds(webmRecording(200, { declaredSeconds: 10 }), 'video/webm')).toBeCloseTo(199.967, 3);
    expect(await recordingSeconds(webmRecording(20, { declaredSeconds: 60 }), 'video/webm')).toBe(60);
  });

  it('is unknown for a file with neither, or one the decoder cannot follow', async () => {
    expect(await recordingSeconds(webmFile(4096), 'video/webm')).toBeNull();
    expect(await recordingSeconds(Buffer.concat([webmRecording(30).subarray(0, 60), Buffer.alloc(64, 0)]), 'video/webm')).toBeNull();
  });
});
