import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export type SignaturePadProps = { onChange: (dataUrl: string | null) => void };

const WIDTH = 480;
const HEIGHT = 160;

/** A drawn signature (pointer: mouse, finger or pen) as a PNG data URL; uploading an image is the keyboard way. */
export const SignaturePad = ({ onChange }: SignaturePadProps) => {
  const intl = useIntl();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.strokeStyle = '#111';
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) * WIDTH) / box.width, y: ((event.clientY - box.top) * HEIGHT) / box.height };
  };

  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    setDrawn(false);
    onChange(null);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="candidateOffer.drawHelp" />
      </Typography>
      <Box
        component="canvas"
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={intl.formatMessage({ id: 'candidateOffer.canvas' })}
        sx={{ width: '100%', maxWidth: WIDTH, border: 1, borderColor: 'divider', borderRadius: 1, touchAction: 'none', bgcolor: '#fff' }}
        onPointerDown={(event: PointerEvent<HTMLCanvasElement>) => {
          const context = event.currentTarget.getContext('2d');
          if (!context) return;
          drawing.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          const { x, y } = point(event);
          context.beginPath();
          context.moveTo(x, y);
        }}
        onPointerMove={(event: PointerEvent<HTMLCanvasElement>) => {
          if (!drawing.current) return;
          const context = event.currentTarget.getContext('2d');
          if (!context) return;
          const { x, y } = point(event);
          context.lineTo(x, y);
          context.stroke();
          setDrawn(true);
        }}
        onPointerUp={(event: PointerEvent<HTMLCanvasElement>) => {
          drawing.current = false;
          if (drawn || event.currentTarget) onChange(event.currentTarget.toDataURL('image/png'));
        }}
      />
      <Box>
        <Button size="small" onClick={clear}>
          <FormattedMessage id="candidateOffer.clear" />
        </Button>
      </Box>
    </Stack>
  );
};
