import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { canClearPanel } from '@ats/domain/bulk-actions/bulk-action.display';
import { showErrorToast, showInfoToast } from '@ats/web/app/api/toast-bus';
import { useSession } from '@ats/web/app/auth/session';
import { useBulkActionPanel, useCancelBulkAction, useClearBulkActionPanel, useUndoBulkAction, type BulkActionStatus } from '@ats/web/app/api/bulk-actions-api';
import { bulkProgressText, bulkTitleId, bulkWaitingUntil } from '@ats/web/app/format/bulk-action-text';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { useUserTimeZone } from '@ats/web/app/format/user-time-zone';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import { PANEL_WIDTH, usePanelCollapsed, usePanelPosition } from '../hooks/use-panel-position';
import { BulkActionDetailsDialog } from './bulk-action-details-dialog';
import { visuallyHidden } from '@ats/web/app/components/visually-hidden';

/** Pixels an arrow key moves the panel. */
const KEY_STEP = 16;

/**
 * One action: its title, its progress ('Scheduled for {date}' while an e-mail sent later waits for its time), and
 * Cancel in one step while it has not finished, Undo once it has.
 */
const PanelItem = ({ item, onDetails }: { item: BulkActionStatus; onDetails: () => void }) => {
  const intl = useIntl();
  const { language } = useLocale();
  const undo = useUndoBulkAction();
  const cancel = useCancelBulkAction();
  const title = intl.formatMessage({ id: bulkTitleId(item.notificationType) });
  const waitingUntil = bulkWaitingUntil(item);
  // In the user's zone, the one the 'Send at' picker was read in.
  const timeZone = useUserTimeZone();
  const progress = waitingUntil
    ? intl.formatMessage({ id: 'bulk.progress.scheduledFor' }, { date: formatDateTime(waitingUntil, language, timeZone) })
    : bulkProgressText(intl, item);
  const done = item.completedCount + item.failedCount;
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={1}>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {progress}
          {item.cancelled && <> · <FormattedMessage id="bulk.progress.cancelled" /></>}
          {item.cancelRequested && !item.finished && <> · <FormattedMessage id="bulk.progress.cancelling" /></>}
          {item.undoneBy && <> · <FormattedMessage id="bulk.progress.undone" /></>}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={item.totalCount > 0 ? (100 * done) / item.totalCount : 0}
        color={item.failedCount > 0 ? 'warning' : 'primary'}
        aria-label={`${title}: ${progress}`}
        sx={{ my: 0.75 }}
      />
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={onDetails}>
          <FormattedMessage id="bulk.panel.viewDetails" />
        </Button>
        {!item.finished && !item.cancelRequested && (
          <Button
            size="small"
            color="error"
            aria-label={intl.formatMessage({ id: 'bulk.panel.cancelLabel' }, { title })}
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(item.progressBarId, { onError: showErrorToast })}
          >
            <FormattedMessage id="bulk.panel.cancel" />
          </Button>
        )}
        {item.canUndo && (
          <Button
            size="small"
            disabled={undo.isPending}
            onClick={() =>
              undo.mutate(item.progressBarId, {
                onSuccess: () => showInfoToast('bulk.panel.undoQueued'),
                onError: showErrorToast,
              })
            }
          >
            <FormattedMessage id="bulk.panel.undo" />
          </Button>
        )}
      </Stack>
    </Box>
  );
};

/**
 * The bulk actions status panel (spec 01 §2.7, §4.10): floating and draggable (by its handle, or the arrow keys
 * on it), its place saved on the device under 'bulkBarPosition' and kept within the window; shown only on
 * /recruiter paths while the user has bulk actions; the close icon clears it once every action has finished.
 */
export const BulkActionPanel = () => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const session = useSession();
  const onRecruiterPath = pathname.includes('/recruiter') && session.status === 'signed-in';
  const panel = useBulkActionPanel(onRecruiterPath);
  const clear = useClearBulkActionPanel();
  const { position, move } = usePanelPosition();
  const paperRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; right: number; bottom: number } | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  // Folded to its title bar, it no longer covers the page's last rows.
  const [collapsed, setCollapsed] = usePanelCollapsed();
  const listId = useId();

  const items = panel.data ?? [];
  if (!onRecruiterPath || items.length === 0) return null;
  const size = () => ({ width: paperRef.current?.offsetWidth ?? PANEL_WIDTH, height: paperRef.current?.offsetHeight ?? 80 });
  const clearable = canClearPanel(items);
  const details = items.find((item) => item.progressBarId === detailsId) ?? null;
  const lastFinished = items.find((item) => item.finished) ?? null;

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, ...position };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    if (!start) return;
    move({ right: start.right - (event.clientX - start.x), bottom: start.bottom - (event.clientY - start.y) }, size());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const steps: Record<string, [number, number]> = { ArrowLeft: [KEY_STEP, 0], ArrowRight: [-KEY_STEP, 0], ArrowUp: [0, KEY_STEP], ArrowDown: [0, -KEY_STEP] };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    move({ right: position.right + step[0], bottom: position.bottom + step[1] }, size());
  };

  return (
    <>
      <Paper
        ref={paperRef}
        elevation={8}
        component="section"
        aria-label={intl.formatMessage({ id: 'bulk.panel.label' })}
        // Inline, so the right-to-left style flip leaves the physical place alone: the panel stays where it was put.
        style={{ position: 'fixed', right: position.right, bottom: position.bottom, zIndex: 1400 }}
        sx={{ width: `min(${PANEL_WIDTH}px, calc(100vw - 16px))`, maxHeight: '88vh', display: 'flex', flexDirection: 'column' }}
      >
        <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          <Tooltip title={intl.formatMessage({ id: 'bulk.panel.drag' })}>
            <IconButton
              size="small"
              aria-label={intl.formatMessage({ id: 'bulk.panel.drag' })}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={() => (drag.current = null)}
              onKeyDown={onKeyDown}
              sx={{ cursor: 'grab', touchAction: 'none' }}
            >
              <DragIndicatorIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            <FormattedMessage id="bulk.panel.label" />
          </Typography>
          <Tooltip title={intl.formatMessage({ id: collapsed ? 'bulk.panel.expand' : 'bulk.panel.collapse' })}>
            <IconButton
              size="small"
              aria-label={intl.formatMessage({ id: collapsed ? 'bulk.panel.expand' : 'bulk.panel.collapse' })}
              aria-expanded={!collapsed}
              aria-controls={listId}
              onClick={() => setCollapsed(!collapsed)}
            >
              {collapsed ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
          <Tooltip title={intl.formatMessage({ id: clearable ? 'bulk.panel.close' : 'bulk.panel.closeDisabled' })}>
            {/* A disabled button gets no hover events: the span carries the tooltip. */}
            <span>
              <IconButton
                size="small"
                aria-label={intl.formatMessage({ id: 'bulk.panel.close' })}
                disabled={!clearable || clear.isPending}
                onClick={() => clear.mutate(undefined, { onError: showErrorToast })}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        {/* Progress changes with every update; only a finished action is announced, not each count (folded or not). */}
        <Box aria-live="polite" sx={visuallyHidden}>
          {lastFinished && `${intl.formatMessage({ id: bulkTitleId(lastFinished.notificationType) })}: ${bulkProgressText(intl, lastFinished)}`}
        </Box>
        <Box component="ul" id={listId} hidden={collapsed} sx={{ m: 0, px: 2, py: 0, overflowY: 'auto', maxHeight: '70%' }}>
          {items.map((item) => (
            <PanelItem key={item.progressBarId} item={item} onDetails={() => setDetailsId(item.progressBarId)} />
          ))}
        </Box>
      </Paper>
      <BulkActionDetailsDialog item={details} onClose={() => setDetailsId(null)} />
    </>
  );
};
