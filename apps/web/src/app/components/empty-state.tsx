import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type EmptyStateProps = {
  title: ReactNode;
  body?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  role?: 'status' | 'alert';
};

export const EmptyState = ({ title, body, icon, action, role = 'status' }: EmptyStateProps) => (
  <Box role={role} sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
    {icon && <Box sx={{ mb: 1, '& svg': { fontSize: 40 } }}>{icon}</Box>}
    <Typography variant="h3" component="p" sx={{ color: 'text.primary', mb: 0.5 }}>
      {title}
    </Typography>
    {body && <Typography variant="body2">{body}</Typography>}
    {action && <Box sx={{ mt: 2 }}>{action}</Box>}
  </Box>
);
