/**
 * For `sx`: read by screen readers, not shown (live announcements, captions). Sizes in px on purpose: in `sx`
 * a bare 1 means 100%, which made such a box as wide as its container and the page scroll sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
