import Alert from '@mui/material/Alert';
import Slide from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { subscribeToToasts, type Toast } from './toast-bus';

const AUTO_HIDE_MS = 6000;
/** The top navigation's height (a dense 56 px toolbar) and a gap. */
const TOP_NAVIGATION_CLEARANCE_PX = 64;

/** The toast standing for several push toasts that arrived while another was on screen. */
const pushSummary = (latest: Toast, count: number): Toast => ({
  ...latest,
  text: { kind: 'message', id: 'toast.newNotifications', values: { count } },
  pushCount: count,
});

/**
 * Where a new toast joins the queue. The caller's own feedback ('Moved to …', an error) answers what they just
 * did, so it goes ahead of waiting push toasts, which only tell of others' work and stay in the inbox. Push toasts
 * that pile up while one is on screen wait as one 'N new notifications' toast: a burst of others' work (a bulk
 * action, a run of reminders) would otherwise keep the corner of the screen covered for minutes.
 */
export const enqueueToast = (queue: Toast[], toast: Toast): Toast[] => {
  if (toast.fromPush) {
    const waitingPush = queue.findIndex((queued, index) => index > 0 && queued.fromPush);
    if (waitingPush < 0) return [...queue, toast];
    const merged = pushSummary(toast, (queue[waitingPush]!.pushCount ?? 1) + 1);
    return [...queue.slice(0, waitingPush), ...queue.slice(waitingPush + 1), merged];
  }
  const firstWaitingPush = queue.findIndex((queued, index) => index > 0 && queued.fromPush);
  return firstWaitingPush < 0 ? [...queue, toast] : [...queue.slice(0, firstWaitingPush), toast, ...queue.slice(firstWaitingPush)];
};

/**
 * Renders toasts one at a time, queued, as MUI snackbars: top-right (spec 04 §9), just under the top navigation, so
 * a toast never covers the inbox, settings or language buttons.
 */
export const ToastHost = () => {
  const intl = useIntl();
  const [queue, setQueue] = useState<Toast[]>([]);
  const [open, setOpen] = useState(false);
  const current = queue[0];

  useEffect(() => subscribeToToasts((toast) => setQueue((previous) => enqueueToast(previous, toast))), []);

  useEffect(() => {
    if (current) setOpen(true);
  }, [current]);

  // A push toast on screen makes way for the caller's own feedback at once.
  const ownFeedbackWaiting = queue.slice(1).some((toast) => !toast.fromPush);
  useEffect(() => {
    if (current?.fromPush && ownFeedbackWaiting) setOpen(false);
  }, [current, ownFeedbackWaiting]);

  const handleClose = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  const text = current
    ? current.text.kind === 'raw'
      ? current.text.value
      : intl.formatMessage({ id: current.text.id }, current.text.values)
    : '';

  return (
    <Snackbar
      key={current?.key}
      open={open && current !== undefined}
      autoHideDuration={current?.durationMs ?? AUTO_HIDE_MS}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      sx={{ top: { xs: TOP_NAVIGATION_CLEARANCE_PX, sm: TOP_NAVIGATION_CLEARANCE_PX } }}
      // A slide, not a fade: the text keeps its full contrast (4.5:1 or more) while the toast comes and goes.
      slots={{ transition: Slide }}
      slotProps={{ transition: { direction: 'down', onExited: () => setQueue((previous) => previous.slice(1)) } }}
    >
      <Alert
        onClose={() => handleClose()}
        severity={current?.severity ?? 'info'}
        variant="filled"
        sx={{ width: '100%', maxWidth: 480 }}
        closeText={intl.formatMessage({ id: 'common.close' })}
      >
        {text}
      </Alert>
    </Snackbar>
  );
};
