import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MediaKind } from '../api/video-answers-api';
import { videoAnswerErrorText } from '../video-answer-errors';

/** The recorder's states (spec 03 §4 "Recorder states"), plus the idle and ready moments around them. */
export type RecorderState = 'idle' | 'connecting' | 'ready' | 'recording' | 'paused' | 'uploading' | 'review' | 're-record' | 'published';

/** A take being saved: `result` settles when the upload ends; `resume` continues a failed one from the server's offset. */
export type SaveHandle = { result: Promise<void>; resume: () => Promise<void> };

export type TakeRecorderProps = {
  media: MediaKind;
  maxSeconds: number;
  /** Practice takes stay in the browser; answers are saved through `save`. */
  save?: (recording: Blob, onProgress: (percent: number) => void) => SaveHandle;
  /** No take left: the recorder shows what was recorded but records no more. */
  canRecord: boolean;
  onStateChange?: (state: RecorderState) => void;
};

type DeviceError = 'noCamera' | 'noMicrophone' | 'accessDenied' | 'setupFailed';

const CANDIDATE_TYPES: Record<Exclude<MediaKind, 'PHOTO'>, string[]> = {
  VIDEO: ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'],
  AUDIO: ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/ogg'],
};

/** The first container this browser's MediaRecorder can write for the kind, or '' for its default. */
const recordingTypeOf = (media: Exclude<MediaKind, 'PHOTO'>): string =>
  CANDIDATE_TYPES[media].find((type) => typeof MediaRecorder.isTypeSupported !== 'function' || MediaRecorder.isTypeSupported(type)) ?? '';

const deviceErrorOf = (error: unknown, media: MediaKind): DeviceError => {
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return media === 'AUDIO' ? 'noMicrophone' : 'noCamera';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return 'accessDenied';
  return 'setupFailed';
};

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * Records one take in the browser (spec 03 §2.3 "The recorder handles video, audio and photo"): the camera or
 * microphone through getUserMedia, video and audio with MediaRecorder (pause, resume, stopped at the maximum
 * length), a photo from the camera's frame; then plays the take back. An answer is saved at once (uploading,
 * then published); a failed save can be tried again from where it stopped. Leaving mid-recording is warned.
 */
export const TakeRecorder = ({ media, maxSeconds, save, canRecord, onStateChange }: TakeRecorderProps) => {
  const intl = useIntl();
  const [state, setStateValue] = useState<RecorderState>('idle');
  const [deviceError, setDeviceError] = useState<DeviceError | null>(null);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [percent, setPercent] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const [takeUrl, setTakeUrl] = useState<string | null>(null);
  const [playbackFailed, setPlaybackFailed] = useState(false);
  // The camera's first frame has arrived: before it a photo would be a blank picture.
  const [previewReady, setPreviewReady] = useState(false);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const previewRef = useRef<HTMLVideoElement | null>(null);
  const handleRef = useRef<SaveHandle | null>(null);
  const chunks = useRef<Blob[]>([]);

  const setState = useCallback(
    (next: RecorderState) => {
      setStateValue(next);
      onStateChange?.(next);
    },
    [onStateChange],
  );

  const stopStream = () => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  };

  useEffect(
    () => () => {
      stopStream();
      if (takeUrl) URL.revokeObjectURL(takeUrl);
    },
    [takeUrl],
  );

  // Leaving mid-recording or mid-save loses the take: the browser asks first (spec 03 §8).
  useEffect(() => {
    if (state !== 'recording' && state !== 'paused' && state !== 'uploading') return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = intl.formatMessage({ id: 'videoAnswers.stopBeforeLeaving' });
      return event.returnValue;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state, intl]);

  // The clock runs while recording; at the maximum length the take ends by itself.
  useEffect(() => {
    if (state !== 'recording') return undefined;
    const timer = window.setInterval(() => setElapsed((seconds) => seconds + 1), 1000);
    return () => window.clearInterval(timer);
  }, [state]);
  useEffect(() => {
    if (state === 'recording' && elapsed >= maxSeconds) recorderRef.current?.stop();
  }, [state, elapsed, maxSeconds]);

  useEffect(() => {
    if (previewRef.current && streamRef.current && previewRef.current.srcObject !== streamRef.current) previewRef.current.srcObject = streamRef.current;
  });

  const connect = async () => {
    setDeviceError(null);
    setPreviewReady(false);
    setState('connecting');
    try {
      streamRef.current = await navigator.mediaDevices.getUserMedia(media === 'AUDIO' ? { audio: true } : media === 'PHOTO' ? { video: true } : { video: true, audio: true });
      setState(takeUrl ? 're-record' : 'ready');
    } catch (error) {
      setDeviceError(deviceErrorOf(error, media));
      setState('idle');
    }
  };

  const keep = (recording: Blob) => {
    if (takeUrl) URL.revokeObjectURL(takeUrl);
    setPlaybackFailed(false);
    setTakeUrl(URL.createObjectURL(recording));
    stopStream();
    if (!save) return setState('review');
    setSaveError(null);
    setPercent(0);
    setState('uploading');
    const handle = save(recording, setPercent);
    handleRef.current = handle;
    void follow(handle.result);
  };

  const follow = async (result: Promise<void>) => {
    try {
      await result;
      setState('published');
    } catch (error) {
      setSaveError(error);
    }
  };

  const retrySave = () => {
    if (!handleRef.current) return;
    setSaveError(null);
    void follow(handleRef.current.resume());
  };

  // A save that failed while offline goes on by itself when the connection is back, from where it stopped.
  const offline = saveError !== null && typeof navigator !== 'undefined' && navigator.onLine === false;
  useEffect(() => {
    if (!offline) return undefined;
    const resume = () => retrySave();
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- retrySave reads refs; only the offline moment matters
  }, [offline]);

  const record = () => {
    const stream = streamRef.current;
    if (!stream || media === 'PHOTO') return;
    const mimeType = recordingTypeOf(media);
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch {
      setDeviceError('setupFailed');
      return;
    }
    chunks.current = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.current.push(event.data);
    };
    recorder.onstop = () => keep(new Blob(chunks.current, { type: (recorder.mimeType || mimeType).split(';')[0] }));
    recorderRef.current = recorder;
    setElapsed(0);
    try {
      recorder.start(1000);
    } catch (error) {
      // A stream that ended (a camera unplugged, another tab took it) cannot be recorded: connect again.
      console.error('MediaRecorder could not start', error);
      stopStream();
      setDeviceError('setupFailed');
      setState('idle');
      return;
    }
    setState('recording');
  };

  const takePhoto = () => {
    const video = previewRef.current;
    if (!video) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth || 640;
    canvas.height = video.videoHeight || 480;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((photo) => (photo ? keep(photo) : setDeviceError('setupFailed')), 'image/jpeg', 0.9);
  };

  const live = state === 'ready' || state === 're-record' || state === 'recording' || state === 'paused' || state === 'connecting';
  const stateText = intl.formatMessage(
    { id: state === 'connecting' && media === 'AUDIO' ? 'videoAnswers.state.connectingAudio' : `videoAnswers.state.${state === 're-record' ? 'reRecord' : state}` },
    { percent },
  );

  return (
    <Stack spacing={2}>
      <Typography role="status" aria-live="polite" aria-label={intl.formatMessage({ id: 'videoAnswers.recorder.status' })} sx={{ fontWeight: 600 }}>
        {stateText}
        {(state === 'recording' || state === 'paused') && (
          <Box component="span" sx={{ ms: 1, fontWeight: 400 }}>
            {' '}
            <bdi>{intl.formatMessage({ id: 'videoAnswers.elapsed' }, { elapsed: clock(elapsed), max: clock(maxSeconds) })}</bdi>
          </Box>
        )}
      </Typography>
      {deviceError && (
        <Alert severity="error" role="alert">
          <FormattedMessage id={`videoAnswers.error.${deviceError}`} />
        </Alert>
      )}
      {(state === 'recording' || state === 'paused') && (
        <Alert severity="info" role="note">
          <FormattedMessage id="videoAnswers.stopBeforeLeaving" />
        </Alert>
      )}
      {live && media !== 'AUDIO' && (
        <Box
          component="video"
          ref={previewRef}
          autoPlay
          muted
          playsInline
          aria-label={intl.formatMessage({ id: 'videoAnswers.preview' })}
          onLoadedData={() => setPreviewReady(true)}
          // Its size set before the camera answers: the buttons under it do not jump when the picture arrives (a tap would miss them).
          sx={{ width: '100%', maxWidth: 560, aspectRatio: '4 / 3', objectFit: 'contain', bgcolor: 'grey.900', borderRadius: 1 }}
        />
      )}
      {takeUrl && !live && (
        <Box>
          {media === 'PHOTO' ? (
            <Box component="img" src={takeUrl} alt={intl.formatMessage({ id: 'videoAnswers.playback' })} sx={{ maxWidth: 560, width: '100%', borderRadius: 1 }} />
          ) : media === 'AUDIO' ? (
            <audio controls src={takeUrl} aria-label={intl.formatMessage({ id: 'videoAnswers.playback' })} onError={() => setPlaybackFailed(true)} />
          ) : (
            <Box
              component="video"
              controls
              playsInline
              src={takeUrl}
              aria-label={intl.formatMessage({ id: 'videoAnswers.playback' })}
              onError={() => setPlaybackFailed(true)}
              sx={{ width: '100%', maxWidth: 560, borderRadius: 1 }}
            >
              <track kind="captions" />
            </Box>
          )}
          {playbackFailed && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              <FormattedMessage id="videoAnswers.error.playback" />
            </Alert>
          )}
        </Box>
      )}
      {state === 'uploading' && (
        <LinearProgress variant="determinate" value={percent} aria-label={stateText} aria-valuetext={`${percent}%`} />
      )}
      {saveError !== null && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={retrySave}>
              <FormattedMessage id="videoAnswers.action.retryUpload" />
            </Button>
          }
        >
          {offline ? intl.formatMessage({ id: 'videoAnswers.error.offline' }) : videoAnswerErrorText(intl, saveError, 'videoAnswers.error.saveFailed')}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {canRecord && (state === 'idle' || state === 'review' || state === 'published') && (
          <Button variant={state === 'idle' ? 'contained' : 'outlined'} onClick={() => void connect()}>
            <FormattedMessage
              id={state === 'idle' ? (media === 'AUDIO' ? 'videoAnswers.action.enableAudio' : 'videoAnswers.action.enable') : 'videoAnswers.action.reRecord'}
            />
          </Button>
        )}
        {(state === 'ready' || state === 're-record') && media !== 'PHOTO' && (
          <Button variant="contained" color="error" onClick={record}>
            <FormattedMessage id="videoAnswers.action.record" />
          </Button>
        )}
        {(state === 'ready' || state === 're-record') && media === 'PHOTO' && (
          <Button variant="contained" onClick={takePhoto} disabled={!previewReady}>
            <FormattedMessage id="videoAnswers.action.photo" />
          </Button>
        )}
        {state === 'recording' && (
          <Button
            variant="outlined"
            onClick={() => {
              recorderRef.current?.pause();
              setState('paused');
            }}
          >
            <FormattedMessage id="videoAnswers.action.pause" />
          </Button>
        )}
        {state === 'paused' && (
          <Button
            variant="outlined"
            onClick={() => {
              recorderRef.current?.resume();
              setState('recording');
            }}
          >
            <FormattedMessage id="videoAnswers.action.resume" />
          </Button>
        )}
        {(state === 'recording' || state === 'paused') && (
          <Button variant="contained" onClick={() => recorderRef.current?.stop()}>
            <FormattedMessage id="videoAnswers.action.stop" />
          </Button>
        )}
      </Stack>
    </Stack>
  );
};
